import { type FormEvent, useState } from 'react'
import type { Submission } from '../pages/forms/types.ts'
import { Field } from './Field.tsx'
import { FormGuard } from './FormGuard.tsx'
import { PrivacyNote } from './PrivacyNote.tsx'

/**
 * The footer is on every page and its form is used on few visits, so the check and the request
 * (the form kit and the rules, ~3 KB) load on the first change, blur or submit instead of with
 * every page: the reason this form keeps its own small state rather than useForm.
 */
const behaviour = () => import('./newsletter-behaviour.ts')

/** The most an address may have, as the server's rule (MAX.email in common/form-rules.ts). */
const MAX_EMAIL = 254

/**
 * The newsletter sign-up (spec §9): one email field and 'Sign Up'. It posts to /newsletter, also
 * without JavaScript (the server then answers with the newsletter page); the answer, which asks to
 * open the emailed link that confirms the sign-up, is announced.
 * Messages show once the field has been changed or left, or after a submit.
 */
export function Newsletter({ formId, initial = null }: { formId: string; initial?: Submission | null }) {
  const [email, setEmail] = useState(initial?.values.email ?? '')
  const [touched, setTouched] = useState(initial?.outcome === 'refused')
  const [problem, setProblem] = useState<string | null>(initial?.errors.email ?? null)
  const [result, setResult] = useState(initial)
  const [sending, setSending] = useState(false)
  const id = `${formId}-email`

  const check = async (value: string) => {
    const found = (await behaviour()).emailProblem(value)
    setProblem(found)
    return found
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const element = event.currentTarget
    if (sending) return
    setTouched(true)
    if (await check(email)) {
      document.getElementById(id)?.focus()
      return
    }
    setSending(true)
    const answer = await (await behaviour()).signUp(email, element)
    setSending(false)
    setResult(answer)
    if (answer.outcome === 'refused') setProblem(answer.errors.email ?? null)
    else setEmail('')
  }

  const refusedWithoutField = result?.outcome === 'refused' && !result.errors.email
  return (
    <form
      className="newsletter"
      method="post"
      action="/newsletter"
      noValidate
      onSubmit={submit}
      // The guard's minimum fill time counts from the first focus.
      onFocus={(event) => {
        const element = event.currentTarget
        void behaviour().then((b) => b.startForm(element))
      }}
    >
      <FormGuard />
      <Field id={id} label="Your email address" error={touched && problem ? problem : undefined}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={MAX_EMAIL}
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              setTouched(true)
              void check(event.target.value)
            }}
            onBlur={() => {
              setTouched(true)
              void check(email)
            }}
          />
        )}
      </Field>
      <button type="submit" className="form-submit" aria-disabled={sending || undefined}>
        {sending ? 'Signing up…' : 'Sign Up'}
      </button>
      <PrivacyNote action="signing up" />
      <p className="newsletter__status" role="status">
        {result && result.outcome !== 'refused' ? result.detail : ''}
      </p>
      {refusedWithoutField && (
        <p className="form-problem" role="alert">
          {result.detail}
        </p>
      )}
    </form>
  )
}
