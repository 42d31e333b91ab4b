import type { ComponentType } from 'react'
import { TitleImageContext, ToastProvider } from './kit.ts'
import { Footer } from './layout/Footer.tsx'
import { Header } from './layout/Header.tsx'
import { ScrollToTop } from './layout/ScrollToTop.tsx'
import type { PageData } from './page-data.ts'
import type { PageProps } from './pages/registry.ts'

/**
 * The whole page for one PageData: the same tree on the server and, hydrated, in the browser.
 * Page is the component for data.body.kind, loaded beforehand with loadPage.
 */
export function App({ data, Page }: { data: PageData; Page: ComponentType<PageProps> }) {
  return (
    <ToastProvider>
      <TitleImageContext.Provider value={data.titleImage}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header site={data.site} nav={data.nav} />
        <main id="main" tabIndex={-1}>
          <Page body={data.body} site={data.site} />
        </main>
        <Footer site={data.site} partners={data.footerPartners} />
        <ScrollToTop />
      </TitleImageContext.Provider>
    </ToastProvider>
  )
}
