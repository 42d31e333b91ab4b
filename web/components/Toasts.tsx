/**
 * Short notices in the corner of the window (catalogue §3.8): `useToast()(kind, message)` from any
 * page. The provider sits above the page in app.tsx, so a notice survives client-side navigation
 * ("Welcome back" after signing in). Success and info notices are read out politely, errors at
 * once (role=alert); each closes itself after five seconds, or by its button, and waits while the
 * pointer or the keyboard is on it.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react'

export type ToastKind = 'success' | 'error' | 'info'
type Show = (kind: ToastKind, message: string) => void

interface Toast {
  id: number
  kind: ToastKind
  message: string
}

const DISMISS_MS = 5000

const ToastContext = createContext<Show>(() => {})

export const useToast = () => useContext(ToastContext)

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const [held, setHeld] = useState(false)
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    if (held) return
    const timer = window.setTimeout(() => close.current(toast.id), DISMISS_MS)
    return () => window.clearTimeout(timer)
  }, [held, toast.id])
  return (
    // Hover and focus only hold the timer (WCAG 2.2.1); the notice is operated by its button.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className={`toast toast--${toast.kind}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p>{toast.message}</p>
      <button type="button" className="toast__close" onClick={() => onClose(toast.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Dismiss notice</span>
      </button>
    </div>
  )
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(0)
  const show = useCallback<Show>((kind, message) => {
    const id = ++nextId.current
    // A notice repeated (the same error twice) replaces the older one.
    setToasts((list) => [...list.filter((t) => t.message !== message), { id, kind, message }].slice(-4))
  }, [])
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), [])
  const region = (errors: boolean) =>
    toasts
      .filter((t) => (t.kind === 'error') === errors)
      .map((t) => <ToastItem key={t.id} toast={t} onClose={dismiss} />)
  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* Both regions are always present, so screen readers notice what is added to them. */}
      <div className="toasts">
        <div role="status">{region(false)}</div>
        <div role="alert">{region(true)}</div>
      </div>
    </ToastContext.Provider>
  )
}
