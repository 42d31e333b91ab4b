import { type FormEvent, useState } from 'react'
import { MAX, newsletterRules } from '../pages/forms/rules.ts'
import type { Submission } from '../pages/forms/types.ts'
import { TextField } from './Field.tsx'
import { sendForm, useForm } from './form.ts'

/**
 * The newsletter sign-up (spec §9): one email field and 'Sign Up'. It posts to /newsletter, also
 * without JavaScript (the server then answers with the newsletter page); the answer is announced.
 */
export function Newsletter({ formId, initial = null }: { formId: string; initial?: Submission | null }) {
  const form = useForm(formId, newsletterRules, { initial })
  const [result, setResult] = useState(initial)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending || !form.check()) return
    setSending(true)
    const answer = await sendForm('/newsletter', form.values)
    setSending(false)
    setResult(answer)
    if (answer.outcome === 'refused') form.showServerErrors(answer.errors)
    else form.reset()
  }

  const refused = result?.outcome === 'refused'
  return (
    <form className="newsletter" method="post" action="/newsletter" noValidate onSubmit={submit}>
      <TextField
        form={form}
        name="email"
        label="Your email address"
        type="email"
        maxLength={MAX.email}
        required
      />
      <button type="submit" className="form-submit" aria-disabled={sending || undefined}>
        {sending ? 'Signing up…' : 'Sign Up'}
      </button>
      <p className="newsletter__status" role="status">
        {result && !refused ? result.detail : ''}
      </p>
      {refused && Object.keys(result.errors).length === 0 && (
        <p className="form-problem" role="alert">
          {result.detail}
        </p>
      )}
    </form>
  )
}
