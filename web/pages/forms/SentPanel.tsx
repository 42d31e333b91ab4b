import { useEffect, useRef } from 'react'
import { PrivacyNote } from '../../kit.ts'
import type { Submission } from './types.ts'

/**
 * What a form turns into once it was received: the server's sentence, focused and announced.
 * "not-mailed" (stored, but the email to the team failed) says so rather than pretending.
 */
export function SentPanel({
  submission,
  again,
  onAgain,
}: {
  submission: Submission
  /** The button that brings the empty form back: 'Send another message'. */
  again: string
  onAgain: () => void
}) {
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => panel.current?.focus(), [])
  const mailed = submission.outcome === 'sent'
  return (
    <div ref={panel} className={`sent${mailed ? '' : ' sent--warning'}`} role="status" tabIndex={-1}>
      <p className="sent__title">{mailed ? 'Thank you' : 'Received, but not emailed'}</p>
      <p>{submission.detail}</p>
      <button type="button" className="form-submit form-submit--quiet" onClick={onAgain}>
        {again}
      </button>
    </div>
  )
}

/**
 * The end of the site's sent forms (all of them send personal data): the server's sentence of a
 * refusal, the privacy line, and the button.
 */
export function SendRow({
  send,
  label = 'Send Message',
}: {
  send: { sending: boolean; problem: string | null }
  label?: string
}) {
  return (
    <>
      {send.problem && (
        <p className="form-problem form-field--wide" role="alert">
          {send.problem}
        </p>
      )}
      <div className="form-field--wide">
        <PrivacyNote />
        <button type="submit" className="form-submit" aria-disabled={send.sending || undefined}>
          {send.sending ? 'Sending…' : label}
        </button>
      </div>
    </>
  )
}
