import { type FormEvent, useState } from 'react'
import { Field, TextField } from '../../components/Field.tsx'
import { detailOf, post, useForm } from '../../components/form.ts'
import { useToast } from '../../components/Toasts.tsx'
import { Link, useRouter } from '../../router.tsx'
import { AuthCard, PasswordInput, serverFieldErrors } from './AuthCard.tsx'
import { EMPTY_FIELD, loginRules } from './rules.ts'

/** Signs in with the real cookie session of the back office, then goes home. */
export function LoginPage() {
  const form = useForm('login', loginRules)
  const toast = useToast()
  const { navigate } = useRouter()
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    if (!form.check()) return toast('error', EMPTY_FIELD)
    setSending(true)
    const answer = await post('/user/api/v1/user/session/', {
      email: form.values.email.trim(),
      password: form.values.password,
    })
    setSending(false)
    if (answer.status === 200) {
      const user = (answer.data as { user?: { first_name?: string; email?: string } }).user
      toast('success', `Welcome back, ${user?.first_name || user?.email || 'friend'}!`)
      navigate('/home')
      return
    }
    form.showServerErrors(serverFieldErrors(answer.data))
    toast('error', detailOf(answer))
  }

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
      <form className="auth__form" method="post" noValidate onSubmit={submit}>
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
