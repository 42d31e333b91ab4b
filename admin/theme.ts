/**
 * react-admin's theme with darker blues: the default primary on the grey of filled inputs (the
 * focused label) and the app bar's text fell short of WCAG AA contrast in axe; likewise the red of
 * delete buttons on the toolbar's grey.
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin'

type CheckboxOwnerState = { 'aria-label'?: string }

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#0d47a1' },
    secondary: { main: '#1a237e' },
    error: { main: '#b71c1c' },
  },
  components: {
    ...defaultTheme.components,
    // The app bar's spinner while data loads is a progressbar, which needs a name.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    // react-admin names checkboxes with an aria-label prop (a list row's "Select this row"), which
    // MUI 9 leaves on the checkbox's outer <span>: not allowed there, and the input stays unnamed.
    // Every checkbox's aria-label goes to its input instead.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (ownerState: CheckboxOwnerState) =>
            ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {},
        },
      },
    },
  },
}
