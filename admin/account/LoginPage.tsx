/** react-admin's sign-in form, with the way back in for someone who forgot their password. */
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { Login, LoginForm } from 'react-admin'
import { Link as RouterLink } from 'react-router'

export function LoginPage() {
  return (
    <Login>
      <LoginForm />
      <Box sx={{ px: 2, pb: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/forgot-password">
          Forgot password?
        </Link>
      </Box>
    </Login>
  )
}
