/**
 * The page the reset email links to (/admin/reset-password?token=…): choose the new password. An
 * invitation links here too, with &invited=1: the new user chooses their first password.
 */
import Key from '@mui/icons-material/Key'
import Alert from '@mui/material/Alert'
import Link from '@mui/material/Link'
import { useState } from 'react'
import { Form, PasswordInput, required, SaveButton, useNotify } from 'react-admin'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router'
import { authProvider } from '../providers/auth-provider.ts'
import { longEnough, sameAsNewPassword } from './password-rules.ts'
import { messageOf, SignedOutPage } from './SignedOutPage.tsx'

const askAgain = (
  <Link component={RouterLink} to="/forgot-password">
    Ask for a new link
  </Link>
)

export default function ResetPassword() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const title = params.get('invited') === '1' ? 'Choose your password' : 'Choose a new password'
  const [failure, setFailure] = useState<string | null>(null)
  const notify = useNotify()
  const navigate = useNavigate()

  async function submit(values: Record<string, unknown>) {
    setFailure(null)
    try {
      const done = await authProvider.resetPassword(token, String(values.new_password))
      notify(done, { type: 'success' })
      navigate('/login')
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, unknown> } }).body
      if (body?.errors && 'new_password' in body.errors) return body.errors
      setFailure(messageOf(error))
    }
  }

  if (!token)
    return (
      <SignedOutPage title={title}>
        <Alert severity="warning">
          This link is incomplete: open the whole link from the email. {askAgain}
        </Alert>
      </SignedOutPage>
    )
  return (
    <SignedOutPage title={title}>
      <Form onSubmit={submit}>
        <PasswordInput
          source="new_password"
          label="New password"
          autoComplete="new-password"
          validate={[required(), longEnough]}
          fullWidth
        />
        <PasswordInput
          source="confirm_password"
          label="New password again"
          autoComplete="new-password"
          validate={[required(), sameAsNewPassword]}
          fullWidth
        />
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure} {askAgain}
          </Alert>
        )}
        <SaveButton label="Set the new password" icon={<Key />} alwaysEnable />
      </Form>
    </SignedOutPage>
  )
}
