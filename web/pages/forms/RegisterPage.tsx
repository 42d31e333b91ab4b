import { type FormEvent, useState } from 'react'
import { EMPTY_FIELD, MAX, registerRules } from '../../../common/form-rules.ts'
import { useForm } from '../../components/form.ts'
import { Field, Link, PrivacyNote, TextField, useToast } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import { AuthCard, FormProblem, PasswordInput } from './AuthCard.tsx'

/**
 * Sign-up, validated as specified. There is no public sign-up yet (membership comes later), so a
 * valid form says so and points to the contact page instead of pretending an account was made.
 * Without JavaScript the server checks it with the same rules and answers with this page.
 */
export function RegisterPage({ body }: PageProps<'register'>) {
  const { submission } = body
  const form = useForm('register', registerRules, { initial: submission })
  const toast = useToast()
  const [checked, setChecked] = useState(submission?.outcome === 'sent')
  const [problem, setProblem] = useState(submission?.outcome === 'refused' ? submission.detail : null)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setProblem(null)
    const ok = form.check()
    setChecked(ok)
    if (!ok) toast('error', EMPTY_FIELD)
  }

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
        <Field
          id={form.idOf('password')}
          label="Password"
          hint="At least 10 characters."
          error={form.errorOf('password')}
        >
          {(control) => (
            <PasswordInput control={control} {...form.bind('password')} autoComplete="new-password" />
          )}
        </Field>
        <Field id={form.idOf('confirm')} label="Confirm Password" error={form.errorOf('confirm')}>
          {(control) => (
            <PasswordInput control={control} {...form.bind('confirm')} autoComplete="new-password" />
          )}
        </Field>
        <PrivacyNote action="signing up" />
        <button type="submit" className="form-submit">
          Sign Up
        </button>
        <p className="auth__notice" role="status">
          {checked && (
            <>
              Thank you. Online registration is not open yet, so no account was created. To become a member or
              get an account, please <Link to="/contact">contact us</Link>.
            </>
          )}
        </p>
      </form>
    </AuthCard>
  )
}
