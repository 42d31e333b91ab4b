import { forgotPasswordRules } from '../../../common/form-rules.ts'
import { detailOf, useForm } from '../../components/form.ts'
import { Link, TextField } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import { AuthCard, FormProblem, useAccountPost } from './AuthCard.tsx'

/**
 * Asks the server to email a reset link; it answers the same whether or not the account exists.
 * The script then goes to the sign-in page with the answer in a toast; without JavaScript the
 * answer is the page again, saying so.
 */
export function ForgotPasswordPage({ body }: PageProps<'forgot-password'>) {
  const form = useForm('forgot', forgotPasswordRules, { initial: body.submission })
  const { sending, submit, problem } = useAccountPost(
    form,
    '/user/api/v1/user/reset_password/',
    () => ({ email: form.values.email.trim() }),
    (answer) => ({ message: detailOf(answer), to: '/login' }),
    body.submission,
  )
  if (body.submission?.outcome === 'sent')
    return (
      <AuthCard title="Forgot Password" subtitle="Reset your account password">
        <p className="auth__notice" role="status">
          {body.submission.detail} <Link to="/login">Return to Sign In</Link>
        </p>
      </AuthCard>
    )

  return (
    <AuthCard title="Forgot Password" subtitle="Reset your account password">
      <form className="auth__form" method="post" action="/forgot-password" noValidate onSubmit={submit}>
        <FormProblem problem={problem} />
        <TextField form={form} name="email" label="E-mail" type="email" required />
        <button type="submit" className="form-submit" aria-disabled={sending || undefined}>
          {sending ? 'Sending…' : 'Resend Password'}
        </button>
      </form>
    </AuthCard>
  )
}
