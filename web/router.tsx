/**
 * The site's own router, a few hundred bytes instead of React Router's 20 KB (ADR 008): the server
 * decides which page a path shows, so the browser only needs the current path, links that navigate
 * without a reload, and the back button.
 */
import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, useContext } from 'react'

export interface Router {
  /** The path being shown, with its query string. */
  path: string
  navigate: (to: string) => void
}

const RouterContext = createContext<Router>({
  path: '/',
  navigate: (to) => window.location.assign(to),
})

export function RouterProvider({ router, children }: { router: Router; children: ReactNode }) {
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>
}

export const useRouter = () => useContext(RouterContext)

/** The path without the query string. */
export const usePathname = () => useRouter().path.split('?')[0] ?? '/'

/** Whether a click on a link should stay with the browser (new tab, download, another site...). */
function leaveToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (anchor.target !== '' && anchor.target !== '_self') ||
    anchor.hasAttribute('download') ||
    anchor.origin !== window.location.origin
  )
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }

/** An ordinary link (it works without JavaScript) that navigates in place when it can. */
export function Link({ to, onClick, children, ...rest }: LinkProps) {
  const { navigate } = useRouter()
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event)
        if (leaveToBrowser(event)) return
        const anchor = event.currentTarget
        // A link to a place on the same page is the browser's job.
        if (anchor.hash && anchor.pathname === window.location.pathname) return
        event.preventDefault()
        navigate(anchor.pathname + anchor.search)
      }}
    >
      {children}
    </a>
  )
}
