/**
 * Asks before leaving a block with unsaved changes: on closing or reloading the tab (beforeunload)
 * and on following a link in the back office. react-admin's warnWhenUnsavedChanges needs a data
 * router, and App.tsx uses a BrowserRouter, so links are checked here, before React Router's own
 * click handler (a capturing listener runs first).
 */
import { useEffect } from 'react'

export function useUnsavedChangesGuard(dirty: boolean, message: string): void {
  useEffect(() => {
    if (!dirty) return
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    const click = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!link || link.getAttribute('target') === '_blank') return
      if (!window.confirm(message)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    window.addEventListener('beforeunload', beforeUnload)
    document.addEventListener('click', click, true)
    return () => {
      window.removeEventListener('beforeunload', beforeUnload)
      document.removeEventListener('click', click, true)
    }
  }, [dirty, message])
}
