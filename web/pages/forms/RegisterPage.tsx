import { type FormEvent, useState } from 'react'
import { EMPTY_FIELD, MAX, registerRules } from '../../../common/form-rules.ts'
import { useForm } from '../../components/form.ts'
import { Field, Link, TextField, useToast } from '../../kit.ts'
import { AuthCard, PasswordInput } from './AuthCard.tsx'

/**
 * Sign-up, validated as specified. There is no public sign-up yet (membership comes later), so a
 * valid form says so and points to the contact page instead of pretending an account was made.
 */
export function RegisterPage() {
  const form = useForm('register', registerRules)
  const toast = useToast()
  const [checked, setChecked] = useState(false)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const ok = form.check()
    setChecked(ok)
    if (!ok) toast('error', EMPTY_FIELD)
  }

  return (
    <AuthCard title="Signup" subtitle="Signup your account">
      <form className="auth__form" method="post" noValidate onSubmit={submit}>
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
