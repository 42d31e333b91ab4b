import { type FormEvent, useState } from 'react'
import { TextField } from '../../components/Field.tsx'
import { detailOf, post, useForm } from '../../components/form.ts'
import { useToast } from '../../components/Toasts.tsx'
import { Link, useRouter } from '../../router.tsx'
import { AuthCard, serverFieldErrors } from './AuthCard.tsx'
import { EMPTY_FIELD, forgotPasswordRules } from './rules.ts'

/** Asks the server to email a reset link; it answers the same whether or not the account exists. */
export function ForgotPasswordPage() {
  const form = useForm('forgot', forgotPasswordRules)
  const toast = useToast()
  const { navigate } = useRouter()
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    if (!form.check()) return toast('error', EMPTY_FIELD)
    setSending(true)
    const answer = await post('/user/api/v1/user/reset_password/', { email: form.values.email.trim() })
    setSending(false)
    if (answer.status === 200) {
      toast('success', detailOf(answer))
      navigate('/login')
      return
    }
    form.showServerErrors(serverFieldErrors(answer.data))
    toast('error', detailOf(answer))
  }

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Reset your account password"
      footer={
        <>
          Already have an account? <Link to="/login">Return to Sign In</Link>
        </>
      }
    >
      <form className="auth__form" method="post" noValidate onSubmit={submit}>
        <TextField form={form} name="email" label="E-mail" type="email" required />
        <button type="submit" className="form-submit" aria-disabled={sending || undefined}>
          {sending ? 'Sending…' : 'Resend Password'}
        </button>
      </form>
    </AuthCard>
  )
}
