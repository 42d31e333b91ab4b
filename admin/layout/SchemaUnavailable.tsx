/**
 * Shown in place of the screens when the admin schema could not be read (the server is down or
 * answered an error): the back office cannot know which screens to offer without it.
 */
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Title } from 'react-admin'

export function SchemaUnavailable({ error }: { error: unknown }) {
  const reason = error instanceof Error && error.message ? error.message : 'no answer from the server'
  return (
    <Box sx={{ my: 3 }}>
      <Title title="Screens unavailable" />
      <Typography component="h1" variant="h5" gutterBottom>
        The screens could not be loaded
      </Typography>
      <Typography gutterBottom>The back office could not read its screens ({reason}).</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  )
}
