/**
 * Asks before leaving a block with unsaved changes: on closing or reloading the tab (beforeunload)
 * and on any navigation inside the back office, links and the Back button alike (React Router's
 * blocker; the block editor is not a react-admin form, so warnWhenUnsavedChanges does not cover it).
 */
import { useEffect } from 'react'
import { useBlocker } from 'react-router'

export function useUnsavedChangesGuard(dirty: boolean, message: string): void {
  const blocker = useBlocker(dirty)
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    if (window.confirm(message)) blocker.proceed()
    else blocker.reset()
  }, [blocker, message])
  useEffect(() => {
    if (!dirty) return
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', beforeUnload)
    return () => window.removeEventListener('beforeunload', beforeUnload)
  }, [dirty])
}
