import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import type { Rules } from '../../common/form-rules.ts'
import { MarkRequired } from '../kit.ts'
import { type Form, useForm } from './form.ts'

/**
 * A form the site cannot send anywhere yet: the team member's Contact Me form, the
 * charity pages' donation, comment and event message forms (spec §5: their submit does nothing).
 * It checks what was typed with the site's shared rules and fields (messages beside the fields,
 * focus on the first at fault), and on a valid submit says plainly in its live status line that
 * nothing was sent and how to reach the organisation instead. Its controls have no name and it has
 * no action; without JavaScript the submit button stays disabled and a note says so, so nothing is
 * ever submitted.
 */
export function HonestForm<K extends string>({
  id,
  rules,
  start,
  labelledBy,
  className,
  submitLabel,
  withoutScript = 'This form needs JavaScript, and it sends nothing yet. Please use our contact page instead.',
  outcome,
  children,
}: {
  /** Prefix of the fields' ids: 'comment' gives 'comment-email'. */
  id: string
  /** One rule per field, in the fields' order: the first at fault takes the focus. */
  rules: Rules<K>
  /** Values of the empty form that are not '' (the payment method a donation starts on). */
  start?: Partial<Record<K, string>>
  /** The id of the heading that names the form. */
  labelledBy?: string
  className?: string
  submitLabel: string
  /** The note shown without JavaScript. */
  withoutScript?: string
  /** What the status line says after a valid submit; it may also clear fields (form.reset). */
  outcome: (form: Form<K>) => ReactNode
  /** The fields, drawn with the form's state (TextField for the most). */
  children: (form: Form<K>) => ReactNode
}) {
  const form = useForm(id, rules, { start, named: false })
  const [done, setDone] = useState<ReactNode>(null)
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setDone(form.check() ? outcome(form) : null)
  }

  return (
    <form
      className={className ? `form-grid honest-form ${className}` : 'form-grid honest-form'}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={onSubmit}
    >
      <p className="honest-form__note form-field--wide">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">required</span> are required.
      </p>
      <MarkRequired value>{children(form)}</MarkRequired>
      <noscript>
        <p className="honest-form__status form-field--wide">{withoutScript}</p>
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
