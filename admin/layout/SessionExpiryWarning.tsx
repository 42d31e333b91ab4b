/**
 * Warns a few minutes before the back-office session ends (it ends after a time without use, and
 * at most a set time after signing in: SESSION_IDLE_MINUTES, SESSION_MAX_HOURS). "Stay signed in"
 * makes a request, which slides the session; its answer brings the new end and the warning goes.
 */
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import { useLogoutIfAccessDenied } from 'react-admin'
import { requestJson } from '../providers/http.ts'
import {
  sessionDeadline,
  sessionWarning,
  subscribeSessionDeadline,
  warningText,
} from '../providers/session-deadline.ts'

/** Often enough for a count in minutes. */
const TICK_MS = 10_000

function useNow(): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

export function SessionExpiryWarning() {
  const deadline = useSyncExternalStore(subscribeSessionDeadline, sessionDeadline)
  const warning = sessionWarning(deadline, useNow())
  // Dismissed (Escape, or "OK" when it cannot be extended) for this deadline only.
  const [dismissedFor, setDismissedFor] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const logoutIfEnded = useLogoutIfAccessDenied()
  const titleId = useId()
  const textId = useId()
  if (!warning || !deadline || dismissedFor === deadline.expiresAt) return null

  const dismiss = () => setDismissedFor(deadline.expiresAt)
  const staySignedIn = async () => {
    setBusy(true)
    try {
      await requestJson('/user/api/v1/user/me/')
    } catch (error) {
      // Already ended (401): react-admin's usual way back to the sign-in page.
      await logoutIfEnded(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onClose={dismiss} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Your session is ending</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{warningText(warning)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {warning.canExtend ? (
          <Button variant="contained" onClick={staySignedIn} disabled={busy} autoFocus>
            Stay signed in
          </Button>
        ) : (
          <Button variant="contained" onClick={dismiss} autoFocus>
            OK
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
