import { MAX, registerRules } from '../../../common/form-rules.ts'
import { useForm } from '../../components/form.ts'
import { PrivacyNote, TextField } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import { AuthCard, FormProblem, NewPasswordFields, useCheckedPost } from './AuthCard.tsx'

/**
 * Sign-up for donors and members (a supporter account, ADR 024): the server makes the account and
 * emails a link that confirms the address; until then nobody can sign in with it. The script checks
 * the fields, then the browser posts the form; the server answers with this page, saying so (the
 * same sentence whether or not the address already had an account).
 */
export function RegisterPage({ body }: PageProps<'register'>) {
  const { submission } = body
  const form = useForm('register', registerRules, { initial: submission })
  const { sending, submit } = useCheckedPost(form)
  const problem = submission?.outcome === 'refused' ? submission.detail : null
  if (submission?.outcome === 'sent')
    return (
      <AuthCard title="Signup" subtitle="Check your email">
        <p className="auth__notice" role="status">
          {submission.detail}
        </p>
      </AuthCard>
    )

  return (
    <AuthCard title="Signup" subtitle="Signup your account">
      <form className="auth__form" method="post" action="/register" noValidate onSubmit={submit}>
        <FormProblem problem={problem} />
        <TextField
          form={form}
          name="name"
          label="Name"
          autoComplete="name"
          placeholder="Full Name"
          maxLength={MAX.name}
          required
        />
        <TextField form={form} name="email" label="E-mail" type="email" required />
        <NewPasswordFields form={form} />
        <PrivacyNote action="signing up" />
        <button type="submit" className="form-submit" aria-disabled={sending || undefined}>
          {sending ? 'Signing up…' : 'Sign Up'}
        </button>
      </form>
    </AuthCard>
  )
}
