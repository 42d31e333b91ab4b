import { type FormEvent, type ReactNode, useState } from 'react'
import { EMPTY_FIELD } from '../../../common/form-rules.ts'
import { detailOf, type Form, post } from '../../components/form.ts'
import { type ControlProps, Field, Link, useRouter, useToast } from '../../kit.ts'
import type { Submission } from './types.ts'

/**
 * The centred card of the sign-in, sign-up and password pages (catalogue §6). No title banner:
 * the card's heading is the page's h1. Its forms post to the page's own address without
 * JavaScript (server/site/forms/account-routes.ts), which answers with the page again.
 */
export function AuthCard({
  title,
  subtitle,
  footer = (
    <>
      Already have an account? <Link to="/login">Return to Sign In</Link>
    </>
  ),
  children,
}: {
  title: string
  subtitle: string
  /** The way to the other account pages: back to sign in unless told. */
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="auth">
      <div className="auth__card">
        <h1>{title}</h1>
        <p className="auth__subtitle">{subtitle}</p>
        {children}
        <p className="auth__footer">{footer}</p>
      </div>
    </div>
  )
}

/** A labelled password field of a form: its input, with the show button, and its message. */
export function PasswordField<K extends string>({
  form,
  name,
  label,
  hint,
  autoComplete,
}: {
  form: Form<K>
  name: K
  label: string
  hint?: string
  autoComplete: 'current-password' | 'new-password'
}) {
  return (
    <Field id={form.idOf(name)} label={label} hint={hint} error={form.errorOf(name)}>
      {(control) => <PasswordInput control={control} {...form.bind(name)} autoComplete={autoComplete} />}
    </Field>
  )
}

/** A new password and its confirmation (fields `password` and `confirm`), as every account form asks. */
export function NewPasswordFields<K extends string>({
  form,
  label = 'Password',
  confirmLabel = 'Confirm Password',
}: {
  form: Form<K | 'password' | 'confirm'>
  label?: string
  confirmLabel?: string
}) {
  return (
    <>
      <PasswordField
        form={form}
        name="password"
        label={label}
        hint="At least 10 characters."
        autoComplete="new-password"
      />
      <PasswordField form={form} name="confirm" label={confirmLabel} autoComplete="new-password" />
    </>
  )
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({
  control,
  autoComplete,
  ...bound
}: {
  control: ControlProps
  autoComplete: 'current-password' | 'new-password'
  name?: string
  value: string
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void
  onBlur: () => void
}) {
  const [shown, setShown] = useState(false)
  return (
    <div className="password">
      <input
        {...control}
        {...bound}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        required
      />
      <button
        type="button"
        className="password__toggle"
        aria-pressed={shown}
        aria-controls={control.id}
        onClick={() => setShown((s) => !s)}
      >
        Show<span className="visually-hidden"> password</span>
      </button>
    </div>
  )
}

/**
 * The submit of an account form that posts to the back office: it checks first (with a toast when
 * a field is empty or wrong), then on 200 shows a toast and goes on; otherwise it shows the
 * server's messages beside the fields and its sentence in a toast. `problem` is the sentence of
 * the refusal a post without JavaScript got with the page, until the next submit.
 */
export function useAccountPost<K extends string>(
  form: Form<K>,
  url: string,
  body: () => object,
  /** On 200: what the toast says and where to go. */
  done: (answer: { status: number; data: unknown }) => { message: string; to: string },
  initial: Submission | null = null,
) {
  const toast = useToast()
  const { navigate } = useRouter()
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState(initial?.outcome === 'refused' ? initial.detail : null)
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    setProblem(null)
    if (!form.check()) return toast('error', EMPTY_FIELD)
    setSending(true)
    const answer = await post(url, body())
    setSending(false)
    if (answer.status === 200) {
      const { message, to } = done(answer)
      toast('success', message)
      navigate(to)
      return
    }
    form.showServerErrors(serverFieldErrors(answer.data))
    toast('error', detailOf(answer))
  }
  return { sending, submit, problem }
}

/**
 * The submit of an account form that the server answers with a page (or a redirect): it checks
 * first, with a toast when a field is empty or wrong, and otherwise lets the browser post the form
 * as it would without JavaScript. Passwords never pass through the script's state on the way.
 */
export function useCheckedPost<K extends string>(form: Form<K>) {
  const toast = useToast()
  const [sending, setSending] = useState(false)
  function submit(event: FormEvent<HTMLFormElement>) {
    if (sending || !form.check()) {
      event.preventDefault()
      if (!sending) toast('error', EMPTY_FIELD)
      return
    }
    setSending(true)
  }
  return { sending, submit }
}

/** The sentence of a refused post, where the script would have shown a toast. */
export function FormProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p className="form-problem" role="alert">
      {problem}
    </p>
  ) : null
}

/** Field messages of an account endpoint's 400 ({"email": ["…"]}), first message of each. */
function serverFieldErrors(data: unknown): Record<string, string> {
  if (!data || typeof data !== 'object') return {}
  return Object.fromEntries(
    Object.entries(data).flatMap(([key, value]) =>
      Array.isArray(value) && typeof value[0] === 'string' ? [[key, value[0]]] : [],
    ),
  )
}
