import { type ReactNode, useState } from 'react'
import type { ControlProps } from '../../components/Field.tsx'

/**
 * The centred card of the sign-in, sign-up and password pages (catalogue §6). No title banner:
 * the card's heading is the page's h1.
 */
export function AuthCard({
  title,
  subtitle,
  footer,
  children,
}: {
  title: string
  subtitle: string
  footer: ReactNode
  children: ReactNode
}) {
  return (
    <div className="auth">
      <div className="auth__card">
        <h1>{title}</h1>
        <p className="auth__subtitle">{subtitle}</p>
        <noscript>
          <p className="form-problem">This form needs JavaScript, which is turned off in your browser.</p>
        </noscript>
        {children}
        <p className="auth__footer">{footer}</p>
      </div>
    </div>
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

/** Field messages of an account endpoint's 400 ({"email": ["…"]}), first message of each. */
export function serverFieldErrors(data: unknown): Record<string, string> {
  if (!data || typeof data !== 'object') return {}
  return Object.fromEntries(
    Object.entries(data).flatMap(([key, value]) =>
      Array.isArray(value) && typeof value[0] === 'string' ? [[key, value[0]]] : [],
    ),
  )
}
