/**
 * react-admin's theme with darker blues: the default primary on the grey of filled inputs (the
 * focused label) and the app bar's text fell short of WCAG AA contrast in axe.
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin'

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#0d47a1' }, secondary: { main: '#1a237e' } },
}
