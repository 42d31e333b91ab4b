/**
 * Browser entry: hydrates the server-rendered page, then handles navigation in the browser by
 * fetching the next page's data from /__page-data (the same loader the server used).
 */
import './styles/site.css'
import { useEffect, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter, useLocation } from 'react-router'
import { App } from './app.tsx'
import type { PageData } from './page-data.ts'

function ClientApp({ initial }: { initial: PageData }) {
  const location = useLocation()
  const [page, setPage] = useState(initial)

  useEffect(() => {
    const path = location.pathname + location.search
    if (path === page.path) return
    let cancelled = false
    fetch(`/__page-data?path=${encodeURIComponent(path)}`, { headers: { accept: 'application/json' } })
      .then((response) => response.json() as Promise<PageData>)
      .then((next) => {
        if (cancelled) return
        setPage(next)
        document.title = next.title
        window.scrollTo(0, 0)
        document.getElementById('main')?.focus({ preventScroll: true })
      })
      // If the data cannot be fetched, let the browser load the page itself.
      .catch(() => window.location.assign(path))
    return () => {
      cancelled = true
    }
  }, [location.pathname, location.search, page.path])

  return <App data={page} />
}

const dataElement = document.getElementById('page-data')
const root = document.getElementById('root')
if (dataElement?.textContent && root) {
  const initial = JSON.parse(dataElement.textContent) as PageData
  hydrateRoot(
    root,
    <BrowserRouter>
      <ClientApp initial={initial} />
    </BrowserRouter>,
  )
}
