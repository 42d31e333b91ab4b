import { resetPasswordRules } from '../../../common/form-rules.ts'
import { useForm } from '../../components/form.ts'
import { Link } from '../../kit.ts'
import { AuthCard, FormProblem, NewPasswordFields, useCheckedPost } from '../forms/AuthCard.tsx'
import type { PageProps } from '../registry.ts'

/** /reset-password?token=: a supporter's emailed reset link; staff use the back office's page. */
export function ResetPasswordPage({ body }: PageProps<'reset-password'>) {
  const { token, submission } = body
  const form = useForm('reset', resetPasswordRules, { initial: submission })
  const { sending, submit } = useCheckedPost(form)
  if (submission?.outcome === 'sent')
    return (
      <AuthCard title="Choose a New Password" subtitle="Done">
        <p className="auth__notice" role="status">
          {submission.detail} <Link to="/login">Sign In</Link>
        </p>
      </AuthCard>
    )
  if (!token)
    return (
      <AuthCard title="Choose a New Password" subtitle="The link is not complete">
        <p className="auth__notice" role="status">
          Please open the whole link from the email we sent you, or{' '}
          <Link to="/forgot-password">ask for a new one</Link>.
        </p>
      </AuthCard>
    )
  return (
    <AuthCard title="Choose a New Password" subtitle="At least 10 characters">
      <form
        className="auth__form"
        method="post"
        action={`/reset-password?${new URLSearchParams({ token })}`}
        noValidate
        onSubmit={submit}
      >
        <FormProblem problem={submission?.outcome === 'refused' ? submission.detail : null} />
        <NewPasswordFields form={form} label="New Password" />
        <button type="submit" className="form-submit" aria-disabled={sending || undefined}>
          {sending ? 'Saving…' : 'Save the New Password'}
        </button>
      </form>
    </AuthCard>
  )
}
