/**
 * "Forgot password?": asks the server to email a reset link. The answer is the same whether or not
 * the address has an account, so this page cannot be used to find out who works here.
 */
import Send from '@mui/icons-material/Send'
import Alert from '@mui/material/Alert'
import { useState } from 'react'
import { email, Form, required, SaveButton, TextInput } from 'react-admin'
import { authProvider } from '../providers/auth-provider.ts'
import { messageOf, SignedOutPage } from './SignedOutPage.tsx'

export default function ForgotPassword() {
  const [sent, setSent] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  async function submit(values: Record<string, unknown>) {
    setFailure(null)
    try {
      setSent(await authProvider.requestPasswordReset(String(values.email)))
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, unknown> } }).body
      if (body?.errors && 'email' in body.errors) return body.errors
      setFailure(messageOf(error))
    }
  }
  return (
    <SignedOutPage title="Forgot your password?">
      {sent ? (
        <Alert severity="success" role="status">
          {sent} The link works for one hour.
        </Alert>
      ) : (
        <Form onSubmit={submit}>
          <p>Enter the email address you sign in with. We will email you a link to choose a new password.</p>
          <TextInput
            source="email"
            type="email"
            label="Email"
            autoComplete="email"
            validate={[required(), email('Enter a valid email address.')]}
            fullWidth
          />
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <SaveButton label="Email me a link" icon={<Send />} alwaysEnable />
        </Form>
      )}
    </SignedOutPage>
  )
}
