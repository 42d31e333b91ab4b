/**
 * Browser entry: hydrates the server-rendered page, then navigates in the browser: on a link click
 * or the back button it fetches the next page's data from /__page-data (the same loader the server
 * used) and that page's code, together.
 */
import './styles/site.css'
import './styles/carousel.css'
import './styles/home.css'
import './styles/charity.css'
import './styles/stories.css'
import './styles/forms.css'
import { type ComponentType, useCallback, useEffect, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { isPersonalPath } from '../common/account-links.ts'
import { App } from './app.tsx'
import { RouterProvider } from './kit.ts'
import type { PageData } from './page-data.ts'
import { loadPage, type PageProps } from './pages/registry.ts'

interface Shown {
  data: PageData
  Page: ComponentType<PageProps>
}

async function fetchPage(path: string): Promise<Shown> {
  const response = await fetch(`/__page-data?path=${encodeURIComponent(path)}`, {
    headers: { accept: 'application/json' },
  })
  if (!response.ok && response.status !== 404) throw new Error(`page data: ${response.status}`)
  const data = (await response.json()) as PageData
  return { data, Page: await loadPage(data.body.kind) }
}

const currentPath = () => window.location.pathname + window.location.search

function ClientApp({ initial }: { initial: Shown }) {
  const [shown, setShown] = useState(initial)

  const show = useCallback(async (path: string, push: boolean) => {
    // A signed-in visitor's own page is theirs alone: the server renders it, never the shared page data.
    if (isPersonalPath(path)) return window.location.assign(path)
    try {
      const next = await fetchPage(path)
      // A renamed menu's old address: the address bar shows the page's current path, as after a 301.
      const moved = next.data.status === 301
      const url = moved ? next.data.path : path
      if (push) window.history.pushState(null, '', url)
      else if (moved) window.history.replaceState(null, '', url)
      setShown(next)
      document.title = next.data.title
      if (push) window.scrollTo(0, 0)
      document.getElementById('main')?.focus({ preventScroll: true })
    } catch {
      // If the page cannot be fetched, let the browser load it itself.
      window.location.assign(path)
    }
  }, [])

  // Tells scripts and browser tests that links and controls are live from here on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])

  useEffect(() => {
    const onPopState = () => void show(currentPath(), false)
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [show])

  const router = { path: shown.data.path, navigate: (to: string) => void show(to, to !== currentPath()) }
  return (
    <RouterProvider router={router}>
      <App data={shown.data} Page={shown.Page} />
    </RouterProvider>
  )
}

const dataElement = document.getElementById('page-data')
const root = document.getElementById('root')
if (dataElement?.textContent && root) {
  const data = JSON.parse(dataElement.textContent) as PageData
  loadPage(data.body.kind).then((Page) => hydrateRoot(root, <ClientApp initial={{ data, Page }} />))
}
