/**
 * What the charity forms share: state with checks that run on submit (and on every change after a
 * failed submit), fields whose messages are tied to them for screen readers, focus on the first
 * field in error, and a live status line for the honest outcome. Nothing is ever sent: there is
 * no server side for these forms yet, so inputs carry no name (but the radios, to group them),
 * the form has no action, and the submit button stays disabled until the page is hydrated.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type { SiteSettings } from '../../page-data.ts'
import type { Errors } from './validate.ts'

type Values<V> = { [K in keyof V]: string }
type Key<V> = Extract<keyof V, string>

export interface CheckedForm<V extends Values<V>> {
  values: V
  errors: Errors<Key<V>>
  set: <K extends Key<V>>(key: K, value: V[K]) => void
  idOf: (key: Key<V>) => string
  status: string
  ready: boolean
  formProps: {
    ref: React.RefObject<HTMLFormElement | null>
    noValidate: true
    onSubmit: (event: FormEvent<HTMLFormElement>) => void
  }
}

export function useCheckedForm<V extends Values<V>>(
  initial: V,
  check: (values: V) => Errors<Key<V>>,
  /** Runs on a valid submit: the status to show and the fields to clear. */
  onValid: (values: V) => { status: string; clear?: Partial<V> },
): CheckedForm<V> {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Errors<Key<V>>>({})
  const [tried, setTried] = useState(false)
  const [status, setStatus] = useState('')
  const [ready, setReady] = useState(false)
  const [failedSubmits, setFailedSubmits] = useState(0)
  const ref = useRef<HTMLFormElement>(null)
  const id = useId()

  useEffect(() => setReady(true), [])
  // After a failed submit, the first field in error (in page order) gets the focus, which reads
  // its message out through aria-describedby.
  useEffect(() => {
    if (failedSubmits > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [failedSubmits])

  return {
    values,
    errors,
    status,
    ready,
    idOf: (key) => `${id}-${key}`,
    set(key, value) {
      const next = { ...values, [key]: value }
      setValues(next)
      if (tried) setErrors(check(next))
    },
    formProps: {
      ref,
      noValidate: true,
      onSubmit(event) {
        event.preventDefault()
        setTried(true)
        const found = check(values)
        setErrors(found)
        if (Object.keys(found).length > 0) {
          setStatus('')
          setFailedSubmits((n) => n + 1)
          return
        }
        const outcome = onValid(values)
        setValues({ ...values, ...outcome.clear })
        setStatus(outcome.status)
      },
    },
  }
}

export function Field<V extends Values<V>>({
  form,
  name,
  label,
  required = false,
  multiline = false,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  hint,
  className,
}: {
  form: CheckedForm<V>
  name: Key<V>
  label: string
  required?: boolean
  multiline?: boolean
  type?: 'text' | 'email' | 'url'
  autoComplete?: string
  inputMode?: 'numeric' | 'email' | 'url'
  placeholder?: string
  hint?: string
  className?: string
}) {
  const id = form.idOf(name)
  const error = form.errors[name]
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  const props = {
    id,
    value: form.values[name],
    required,
    autoComplete,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  }
  return (
    <div className={className ? `charity-field ${className}` : 'charity-field'}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="charity-field__hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea rows={5} {...props} onChange={(event) => form.set(name, event.target.value as V[Key<V>])} />
      ) : (
        <input
          type={type}
          inputMode={inputMode}
          {...props}
          onChange={(event) => form.set(name, event.target.value as V[Key<V>])}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="charity-field__error">
          {error}
        </p>
      )}
    </div>
  )
}

/** The submit button, the live status line, and what readers without JavaScript need to know. */
export function SubmitRow({
  form,
  label,
  withoutScript,
}: {
  form: { ready: boolean; status: string }
  label: string
  withoutScript: ReactNode
}) {
  return (
    <>
      <noscript>
        <p className="charity-form__note">{withoutScript}</p>
      </noscript>
      <button type="submit" className="button button--accent charity-form__submit" disabled={!form.ready}>
        {label}
      </button>
      <p role="status" className={form.status ? 'charity-form__status is-shown' : 'charity-form__status'}>
        {form.status}
      </p>
    </>
  )
}

/** How to reach the organisation instead, from its settings: "info@… or +880…". */
export function contactLine(site: SiteSettings): string {
  const ways = [site.email, site.phone].filter(Boolean)
  return ways.length > 0 ? ways.join(' or ') : 'the details on our Contact page'
}

export const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? ''
