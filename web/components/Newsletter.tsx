import { MAX, newsletterRules } from '../pages/forms/rules.ts'
import type { Submission } from '../pages/forms/types.ts'
import { TextField } from './Field.tsx'
import { useForm, useSend } from './form.ts'

/**
 * The newsletter sign-up (spec §9): one email field and 'Sign Up'. It posts to /newsletter, also
 * without JavaScript (the server then answers with the newsletter page); the answer is announced.
 */
export function Newsletter({ formId, initial = null }: { formId: string; initial?: Submission | null }) {
  const form = useForm(formId, newsletterRules, { initial })
  const { result, sending, problem, submit } = useSend(form, '/newsletter', initial)
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
        {result && result.outcome !== 'refused' ? result.detail : ''}
      </p>
      {problem && (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  )
}
