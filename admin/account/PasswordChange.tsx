/** The signed-in user's new password; the server signs out their other sessions. */
import { PasswordInput, required, SaveButton, SimpleForm, Title, Toolbar, useNotify } from 'react-admin'
import { authProvider } from '../providers/auth-provider.ts'
import { longEnough } from './password-rules.ts'

interface Values {
  old_password: string
  new_password: string
}

export default function PasswordChange() {
  const notify = useNotify()
  async function submit(values: Record<string, unknown>) {
    const { old_password, new_password } = values as unknown as Values
    try {
      notify(await authProvider.changePassword(old_password, new_password), { type: 'success' })
    } catch (error) {
      const { message, body } = error as { message: string; body?: { errors?: object } }
      // A wrong current password comes back as a detail, not a field error: put it on that field.
      return body?.errors ?? { old_password: message }
    }
  }
  return (
    <>
      <Title title="Change password" />
      <SimpleForm
        onSubmit={submit}
        toolbar={
          <Toolbar>
            <SaveButton label="Change password" />
          </Toolbar>
        }
      >
        <PasswordInput
          source="old_password"
          label="Current password"
          validate={required()}
          autoComplete="current-password"
        />
        <PasswordInput
          source="new_password"
          label="New password"
          validate={[required(), longEnough]}
          autoComplete="new-password"
        />
      </SimpleForm>
    </>
  )
}
