import { ACCOUNT_PATH } from '../../../common/account-links.ts'
import { loginRules } from '../../../common/form-rules.ts'
import { useForm } from '../../components/form.ts'
import { Field, Link, TextField } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import { AuthCard, FormProblem, PasswordInput, useAccountPost } from './AuthCard.tsx'

/**
 * Signs in with the real cookie session, then goes on: a supporter to their area, staff home (the
 * back office is one link away). A supporter whose address is not confirmed yet is told, and sent
 * a new link.
 */
export function LoginPage({ body }: PageProps<'login'>) {
  const form = useForm('login', loginRules, { initial: body.submission })
  const { sending, submit, problem } = useAccountPost(
    form,
    '/user/api/v1/user/session/',
    () => ({ email: form.values.email.trim(), password: form.values.password }),
    (answer) => {
      const user = (answer.data as { user?: { first_name?: string; email?: string; account_type?: string } })
        .user
      return {
        message: `Welcome back, ${user?.first_name || user?.email || 'friend'}!`,
        to: user?.account_type === 'supporter' ? ACCOUNT_PATH : '/home',
      }
    },
    body.submission,
  )

  return (
    <AuthCard
      title="Sign In"
      subtitle="Sign in to your account"
      footer={
        <>
          Don't have an account? <Link to="/register">Create free account</Link>
        </>
      }
    >
      <form className="auth__form" method="post" action="/login" noValidate onSubmit={submit}>
        <FormProblem problem={problem} />
        <TextField form={form} name="email" label="E-mail" type="email" autoComplete="username" required />
        <Field id={form.idOf('password')} label="Password" error={form.errorOf('password')}>
          {(control) => (
            <PasswordInput control={control} {...form.bind('password')} autoComplete="current-password" />
          )}
        </Field>
        <p className="auth__aside">
          <Link to="/forgot-password">Forgot Password?</Link>
        </p>
        <button type="submit" className="form-submit" aria-disabled={sending || undefined}>
          {sending ? 'Signing in…' : 'Login'}
        </button>
      </form>
    </AuthCard>
  )
}
