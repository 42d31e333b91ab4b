/**
 * A voucher typed but not saved is not lost by a click elsewhere: leaving the entry screen asks
 * first (react-router's blocker, as react-admin's own forms do under the data router), and closing
 * or reloading the tab has the browser ask. A save that navigates calls `allowLeaving` first.
 */
import { useCallback, useEffect, useRef } from 'react'
import { Confirm } from 'react-admin'
import { useBlocker } from 'react-router'

export function useLeaveWarning(dirty: boolean) {
  const changed = useRef(dirty)
  changed.current = dirty
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changed.current && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [dirty])
  const allowLeaving = useCallback(() => {
    changed.current = false
  }, [])
  const dialog = (
    <Confirm
      isOpen={blocker.state === 'blocked'}
      title="Leave without saving?"
      content="The voucher has changes that are not saved. Ctrl+S keeps it as a draft."
      confirm="Leave"
      cancel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  )
  return { allowLeaving, dialog }
}
