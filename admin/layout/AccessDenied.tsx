/**
 * What a role sees on a screen it may not use (typed address, old bookmark). Replaces
 * react-admin's page, whose grey text on grey fails WCAG AA contrast.
 */
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Title } from 'react-admin'

export function AccessDenied() {
  return (
    <Box sx={{ my: 3 }}>
      <Title title="Access denied" />
      <Typography component="h1" variant="h5" gutterBottom>
        Access denied
      </Typography>
      <Typography>
        Your role may not use this screen. An administrator can give it the permission under Accounts → Roles.
      </Typography>
    </Box>
  )
}
