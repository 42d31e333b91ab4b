import { TitleBanner } from '../kit.ts'
import type { PageProps } from './registry.ts'

/** One notice or circular: its title and the PDF embedded full width, with a link where it cannot embed. */
export function PdfPage({ body }: PageProps<'pdf'>) {
  const { title, document } = body
  return (
    <>
      <TitleBanner title={title} />
      <div className="pdf-view">
        <h2>{document.title}</h2>
        {document.file ? (
          <>
            <object
              className="pdf-view__frame"
              data={document.file}
              type="application/pdf"
              aria-label={document.title}
            >
              <p>
                This browser cannot show the PDF here.{' '}
                <a href={document.file}>Download {document.title} (PDF)</a>.
              </p>
            </object>
            <p>
              <a href={document.file} target="_blank" rel="noopener">
                Open or download the PDF
              </a>
            </p>
          </>
        ) : (
          <p>This document has no file attached.</p>
        )}
      </div>
    </>
  )
}
