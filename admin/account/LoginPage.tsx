/**
 * react-admin's sign-in form under the organisation's name ("Sign in to Meghsetu Group"), so
 * staff know whose back office they are signing in to, with the way back in for someone who
 * forgot their password.
 */
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { Login, LoginForm } from 'react-admin'
import { Link as RouterLink } from 'react-router'
import { organisationName } from '../providers/organisation.ts'

export function LoginPage() {
  const [organisation, setOrganisation] = useState<string>()
  useEffect(() => {
    let current = true
    // Without the name (settings unreadable) the page still signs in: it just says "Sign in".
    organisationName().then(
      (name) => current && setOrganisation(name),
      () => {},
    )
    return () => {
      current = false
    }
  }, [])
  return (
    <Login>
      <Typography component="h1" variant="h6" sx={{ px: 2, textAlign: 'center' }}>
        {organisation ? `Sign in to ${organisation}` : 'Sign in'}
      </Typography>
      <LoginForm />
      <Box sx={{ px: 2, pb: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/forgot-password">
          Forgot password?
        </Link>
      </Box>
    </Login>
  )
}
