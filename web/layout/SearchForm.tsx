import type { Ref } from 'react'
import { useRouter } from '../router.tsx'

/** The longest query the search page runs (server/site/pages/search.ts). */
export const MAX_QUERY_LENGTH = 200

/**
 * A GET form to /search?q= (so it works without JavaScript); with it, the results page opens in
 * place like any link.
 */
export function SearchForm({
  id,
  query = '',
  inputRef,
  errorId,
  onSearch,
}: {
  id: string
  query?: string
  inputRef?: Ref<HTMLInputElement>
  /** The id of the message saying what is wrong with the query (too long). */
  errorId?: string
  onSearch?: () => void
}) {
  const { navigate } = useRouter()
  return (
    <search className="search-form">
      <form
        action="/search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          const q = String(new FormData(event.currentTarget).get('q') ?? '')
          onSearch?.()
          navigate(`/search?q=${encodeURIComponent(q)}`)
        }}
      >
        <label className="visually-hidden" htmlFor={id}>
          Search the site
        </label>
        <input
          id={id}
          ref={inputRef}
          name="q"
          type="search"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search pages, notices…"
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        />
        <button type="submit" className="button button--accent">
          Search
        </button>
      </form>
    </search>
  )
}
