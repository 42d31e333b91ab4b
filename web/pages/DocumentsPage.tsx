import { Link, RichText, TableScroll, TitleBanner } from '../kit.ts'
import type { PageProps } from './registry.ts'

const formatDate = (date: string | null) =>
  date
    ? new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : ''

/** Notices or circulars: SL, Title, Date, Show (the viewer page) and Download (the file). */
export function DocumentsPage({ body }: PageProps<'documents'>) {
  const { documentKind: kind, title, intro, items } = body
  const heading = kind === 'notice' ? 'Notices' : 'Circulars'
  return (
    <>
      <TitleBanner title={title} />
      <div className="documents">
        {intro.map((block) => (
          <RichText key={block.key} html={block.html} />
        ))}
        <TableScroll label={heading}>
          <table className="documents__table">
            <caption>{heading}</caption>
            <thead>
              <tr>
                <th scope="col">SL</th>
                <th scope="col">Title</th>
                <th scope="col">Date</th>
                <th scope="col">Show</th>
                <th scope="col">Download</th>
              </tr>
            </thead>
            <tbody>
              {items.length === 0 && (
                <tr>
                  <td colSpan={5}>No {heading.toLowerCase()} have been published yet.</td>
                </tr>
              )}
              {items.map((item, index) => (
                <tr key={item.id}>
                  <td>{index + 1}</td>
                  <td>{item.title}</td>
                  <td>
                    <time dateTime={item.date ?? undefined}>{formatDate(item.date)}</time>
                  </td>
                  <td>
                    <Link to={`/pdfShow/${kind}/${item.id}`} aria-label={`Show ${item.title}`}>
                      Show
                    </Link>
                  </td>
                  <td>
                    {item.file ? (
                      <a
                        href={item.file}
                        target="_blank"
                        rel="noopener"
                        aria-label={`Download ${item.title} (PDF)`}
                      >
                        Download
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </>
  )
}
