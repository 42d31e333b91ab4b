import type { ReactNode } from 'react'

/** The attributes that tie a control to its label, hint and message. */
export interface ControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/**
 * A labelled form control with an optional hint and its message. The control is drawn by
 * `children`, which gets the id and ARIA attributes to spread on it, so one component serves
 * inputs, selects, text areas, files and the password field with its toggle.
 */
export function Field({
  id,
  label,
  error,
  hint,
  wide = false,
  children,
}: {
  id: string
  label: ReactNode
  error?: string
  hint?: string
  /** Spans both columns of a two-column form. */
  wide?: boolean
  children: (control: ControlProps) => ReactNode
}) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ')
  return (
    <div className={`form-field${wide ? ' form-field--wide' : ''}${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
