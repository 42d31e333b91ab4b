/** The frame of the pages a signed-out person uses (forgot and reset password): a centred card. */
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'

export function SignedOutPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {title}
          </Typography>
          {children}
          <Typography variant="body2" sx={{ mt: 2 }}>
            <Link component={RouterLink} to="/login">
              Back to sign in
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  )
}

/** The API's message of a failed request, for an alert. */
export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Try again in a moment.'
