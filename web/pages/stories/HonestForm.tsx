import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { Field } from '../../components/Field.tsx'
import { useForm } from '../../components/form.ts'
import type { Rules } from '../forms/rules.ts'

export interface FormField<K extends string> {
  key: K
  label: string
  kind?: 'text' | 'email' | 'url' | 'textarea'
  required?: boolean
  autoComplete?: string
  /** Spans both columns. */
  wide?: boolean
}

/**
 * A form these pages cannot send anywhere yet (spec §5: its submit does nothing). It checks what
 * was typed with the site's shared rules and fields (messages beside the fields, focus on the
 * first at fault), and on a valid submit says plainly that nothing was sent and how to reach the
 * organisation instead; what was typed stays in the form. Without JavaScript the submit button
 * stays disabled and a note says so, so nothing is ever submitted.
 */
export function HonestForm<K extends string>({
  id,
  rules,
  fields,
  submitLabel,
  outcome,
}: {
  /** Prefix of the fields' ids: 'comment' gives 'comment-email'. */
  id: string
  /** One rule per field, in the fields' order: the first at fault takes the focus. */
  rules: Rules<K>
  fields: FormField<K>[]
  submitLabel: string
  /** What to say after a valid submit, given the values. */
  outcome: (values: Record<K, string>) => ReactNode
}) {
  const form = useForm(id, rules)
  const [done, setDone] = useState<ReactNode>(null)
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setDone(form.check() ? outcome(form.values) : null)
  }

  return (
    <form className="form-grid honest-form" noValidate onSubmit={onSubmit}>
      <p className="honest-form__note form-field--wide">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">required</span> are required.
      </p>
      {fields.map((field) => (
        <Field
          key={field.key}
          id={form.idOf(field.key)}
          wide={field.wide}
          error={form.errorOf(field.key)}
          label={
            <>
              {field.label}
              {field.required && <span aria-hidden="true"> *</span>}
            </>
          }
        >
          {(control) =>
            field.kind === 'textarea' ? (
              <textarea {...control} {...form.bind(field.key)} rows={5} required={field.required} />
            ) : (
              <input
                {...control}
                {...form.bind(field.key)}
                type={field.kind ?? 'text'}
                autoComplete={field.autoComplete}
                required={field.required}
              />
            )
          }
        </Field>
      ))}
      <noscript>
        <p className="honest-form__status form-field--wide">
          This form needs JavaScript, and it sends nothing yet. Please use our contact page instead.
        </p>
      </noscript>
      <div className="form-field--wide">
        <button type="submit" className="form-submit" disabled={!ready}>
          {submitLabel}
        </button>
      </div>
      <div className="honest-form__status form-field--wide" role="status">
        {done}
      </div>
    </form>
  )
}
