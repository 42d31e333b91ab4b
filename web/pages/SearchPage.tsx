import { Link, SearchForm, TitleBanner } from '../kit.ts'
import type { PageProps } from './registry.ts'

function summary(count: number, limited: boolean, query: string) {
  if (count === 0) return `Nothing found for “${query}”.`
  if (limited) return `The first ${count} results for “${query}”`
  return `${count} ${count === 1 ? 'result' : 'results'} for “${query}”`
}

/** /search?q=: the form, and the pages, notices and circulars that mention the words. */
export function SearchPage({ body, site }: PageProps<'search'>) {
  const { query, results, limited, error } = body
  return (
    <>
      <TitleBanner title="Search" />
      <div className="band">
        <div className="band__inner band__inner--text search-page">
          {/* A new query gives a fresh form showing it. */}
          <SearchForm
            key={query}
            id="search-page-q"
            query={query}
            errorId={error ? 'search-error' : undefined}
          />
          {error && (
            <p id="search-error" className="search-page__error" role="alert">
              {error}
            </p>
          )}
          {!query && !error && (
            <p className="search-page__hint">Search the pages, notices and circulars of {site.siteName}.</p>
          )}
          {query && !error && (
            <>
              <h2 className="search-page__summary">{summary(results.length, limited, query)}</h2>
              <ol className="search-results">
                {results.map((result) => (
                  <li key={result.href}>
                    <p className="search-results__type">
                      {result.type}
                      {result.date && ` · ${result.date}`}
                    </p>
                    <h3>
                      <Link to={result.href}>{result.title}</Link>
                    </h3>
                    {result.excerpt && (
                      <p>
                        {result.excerpt.before}
                        <mark>{result.excerpt.match}</mark>
                        {result.excerpt.after}
                      </p>
                    )}
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      </div>
    </>
  )
}
