import { forgotPasswordRules } from '../../../common/form-rules.ts'
import { detailOf, useForm } from '../../components/form.ts'
import { TextField } from '../../kit.ts'
import { AuthCard, useAccountPost } from './AuthCard.tsx'

/** Asks the server to email a reset link; it answers the same whether or not the account exists. */
export function ForgotPasswordPage() {
  const form = useForm('forgot', forgotPasswordRules)
  const { sending, submit } = useAccountPost(
    form,
    '/user/api/v1/user/reset_password/',
    () => ({ email: form.values.email.trim() }),
    (answer) => ({ message: detailOf(answer), to: '/login' }),
  )

  return (
    <AuthCard title="Forgot Password" subtitle="Reset your account password">
      <form className="auth__form" method="post" noValidate onSubmit={submit}>
        <TextField form={form} name="email" label="E-mail" type="email" required />
        <button type="submit" className="form-submit" aria-disabled={sending || undefined}>
          {sending ? 'Sending…' : 'Resend Password'}
        </button>
      </form>
    </AuthCard>
  )
}
