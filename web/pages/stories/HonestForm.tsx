import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'

export interface FormField {
  id: string
  label: string
  kind?: 'text' | 'email' | 'url' | 'textarea'
  /** The message when it is left empty; optional fields have none. */
  required?: string
  autoComplete?: string
  /** Spans the whole row on wide screens. */
  wide?: boolean
}

// The shape of an address, as browsers check type="email" too.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

function problem(field: FormField, raw: string): string | null {
  const value = raw.trim()
  if (!value) return field.required ?? null
  if (field.kind === 'email' && !EMAIL.test(value))
    return 'Please enter a valid email address, such as name@example.com'
  if (field.kind === 'url' && !isWebAddress(value))
    return 'Please enter a full web address, starting with https://'
  return null
}

/**
 * A form these pages cannot send anywhere yet (spec §5: its submit does nothing). It still checks
 * what was typed, with each message next to its field, and on a valid submit says plainly that
 * nothing was sent and how to reach the organisation instead. What was typed stays in the form.
 * Fields have no name, so the form submits nothing even without JavaScript.
 */
export function HonestForm({
  fields,
  submitLabel,
  outcome,
}: {
  fields: FormField[]
  submitLabel: string
  /** What to say after a valid submit, given the values by field id. */
  outcome: (values: Record<string, string>) => ReactNode
}) {
  const [values, setValues] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [checked, setChecked] = useState(false)
  const [done, setDone] = useState<ReactNode>(null)
  // Until hydration the browser's own checks (required, type=email) guard the form.
  const [enhanced, setEnhanced] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => setEnhanced(true), [])

  const check = (next: Record<string, string>) => {
    const found: Record<string, string> = {}
    for (const field of fields) {
      const message = problem(field, next[field.id] ?? '')
      if (message) found[field.id] = message
    }
    return found
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const found = check(values)
    setErrors(found)
    setChecked(true)
    const first = fields.find((field) => found[field.id])
    if (first) {
      setDone(null)
      form.current?.querySelector<HTMLElement>(`#${first.id}`)?.focus()
    } else {
      setDone(outcome(values))
    }
  }

  return (
    <form ref={form} className="honest-form" noValidate={enhanced} onSubmit={onSubmit}>
      <p className="honest-form__note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">required</span> are required.
      </p>
      {fields.map((field) => {
        const error = errors[field.id]
        const props = {
          id: field.id,
          value: values[field.id] ?? '',
          required: Boolean(field.required),
          autoComplete: field.autoComplete,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${field.id}-error` : undefined,
          onChange: (event: { target: { value: string } }) => {
            const next = { ...values, [field.id]: event.target.value }
            setValues(next)
            // After the first submit, messages follow the typing: fixed fields lose theirs.
            if (checked) setErrors(check(next))
          },
        }
        return (
          <div key={field.id} className={field.wide ? 'field field--wide' : 'field'}>
            <label htmlFor={field.id}>
              {field.label}
              {field.required && <span aria-hidden="true"> *</span>}
            </label>
            {field.kind === 'textarea' ? (
              <textarea rows={5} {...props} />
            ) : (
              <input type={field.kind ?? 'text'} {...props} />
            )}
            {error && (
              <p id={`${field.id}-error`} className="field__error">
                {error}
              </p>
            )}
          </div>
        )
      })}
      <noscript>
        <p className="honest-form__status">
          This form is not connected yet and sends nothing. Please use our contact page instead.
        </p>
      </noscript>
      <button type="submit" className="button button--accent">
        {submitLabel}
      </button>
      <div className="honest-form__status" role="status">
        {done}
      </div>
    </form>
  )
}
