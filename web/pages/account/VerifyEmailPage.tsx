import { verifyEmailRules } from '../../../common/form-rules.ts'
import { useForm } from '../../components/form.ts'
import { Link } from '../../kit.ts'
import { AuthCard, FormProblem, PasswordField, useCheckedPost } from '../forms/AuthCard.tsx'
import type { PageProps } from '../registry.ts'

/**
 * /verify-email?token=: the page of the link emailed at sign-up. Opening it changes nothing (a mail
 * scanner that follows links confirms no one); the owner confirms with the password they chose,
 * which signs them in and takes them to their area.
 */
export function VerifyEmailPage({ body }: PageProps<'verify-email'>) {
  const { token, submission } = body
  const form = useForm('verify', verifyEmailRules, { initial: submission })
  const { sending, submit } = useCheckedPost(form)
  const problem = submission?.outcome === 'refused' ? submission.detail : null
  if (!token)
    return (
      <AuthCard title="Confirm Your Email" subtitle="The link is not complete">
        <p className="auth__notice" role="status">
          Please open the whole link from the email we sent you. To be sent a new one,{' '}
          <Link to="/login">sign in</Link>.
        </p>
      </AuthCard>
    )
  return (
    <AuthCard title="Confirm Your Email" subtitle="Enter the password you chose when you signed up">
      <form
        className="auth__form"
        method="post"
        action={`/verify-email?${new URLSearchParams({ token })}`}
        noValidate
        onSubmit={submit}
      >
        <FormProblem problem={problem} />
        <PasswordField form={form} name="password" label="Password" autoComplete="current-password" />
        <p className="auth__aside">
          <Link to="/forgot-password">Forgot Password?</Link>
        </p>
        <button type="submit" className="form-submit" aria-disabled={sending || undefined}>
          {sending ? 'Confirming…' : 'Confirm and Sign In'}
        </button>
      </form>
    </AuthCard>
  )
}
