import { createContext, type InputHTMLAttributes, type ReactNode, useContext } from 'react'
import type { Form } from './form.ts'

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

/**
 * True inside a form that marks its required fields with an asterisk (HonestForm, whose note
 * explains the mark); the site's other forms mark none.
 */
export const MarkRequired = createContext(false)

type TextAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength' | 'required'
>

/**
 * A labelled text input bound to a field of a useForm form, so the common case is one line at the
 * call site; with `rows` it is a text area. Selects, files and passwords use Field itself. An email
 * input offers the visitor's address (autocomplete "email") unless told otherwise.
 */
export function TextField<K extends string>({
  form,
  name,
  label,
  hint,
  wide,
  rows,
  type,
  ...attributes
}: TextAttributes & {
  form: Form<K>
  name: K
  label: string
  hint?: string
  wide?: boolean
  rows?: number
}) {
  const marked = useContext(MarkRequired) && attributes.required
  return (
    <Field
      id={form.idOf(name)}
      label={
        marked ? (
          <>
            {label}
            <span aria-hidden="true"> *</span>
          </>
        ) : (
          label
        )
      }
      hint={hint}
      error={form.errorOf(name)}
      wide={wide}
    >
      {(control) =>
        rows ? (
          <textarea {...control} {...form.bind(name)} rows={rows} {...attributes} />
        ) : (
          <input
            {...control}
            {...form.bind(name)}
            type={type}
            autoComplete={type === 'email' ? 'email' : undefined}
            {...attributes}
          />
        )
      }
    </Field>
  )
}
