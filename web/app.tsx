import { Footer } from './layout/Footer.tsx'
import { Header } from './layout/Header.tsx'
import type { PageData } from './page-data.ts'
import { ContentPage } from './pages/ContentPage.tsx'
import { DocumentsPage } from './pages/DocumentsPage.tsx'
import { GalleryPage } from './pages/GalleryPage.tsx'
import { HomePage } from './pages/HomePage.tsx'
import { NotFoundPage } from './pages/NotFoundPage.tsx'
import { PdfPage } from './pages/PdfPage.tsx'
import { TeamPage } from './pages/TeamPage.tsx'

/** The whole page for one PageData: the same tree on the server and, hydrated, in the browser. */
export function App({ data }: { data: PageData }) {
  const { body } = data
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header site={data.site} nav={data.nav} />
      <main id="main" tabIndex={-1}>
        {body.kind === 'home' && (
          <HomePage siteName={data.site.siteName} blocks={body.blocks} slides={body.slides} />
        )}
        {body.kind === 'content' && (
          <ContentPage title={body.title} template={body.template} blocks={body.blocks} />
        )}
        {body.kind === 'documents' && (
          <DocumentsPage kind={body.documentKind} title={body.title} intro={body.intro} items={body.items} />
        )}
        {body.kind === 'pdf' && <PdfPage title={body.title} document={body.document} />}
        {body.kind === 'team' && <TeamPage title={body.title} intro={body.intro} members={body.members} />}
        {body.kind === 'gallery' && (
          <GalleryPage title={body.title} intro={body.intro} images={body.images} />
        )}
        {body.kind === 'not-found' && <NotFoundPage />}
      </main>
      <Footer site={data.site} partners={data.footerPartners} />
    </>
  )
}
