/**
 * The finders' search as one types (members at the dues counter, products at the shop's): the
 * server is asked 200 ms after the last keystroke, a later keystroke's answer replaces an earlier
 * one's, an empty text clears the list, and a failed search shows nothing rather than an error.
 */
import { useEffect, useState } from 'react'

export function useSearchAsYouType<T>(text: string, search: (wanted: string) => Promise<T[]>) {
  const [options, setOptions] = useState<T[]>([])
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    const wanted = text.trim()
    if (!wanted) {
      setOptions([])
      return
    }
    let current = true
    setLoading(true)
    const show = (found: T[]) => {
      if (!current) return
      setOptions(found)
      setLoading(false)
    }
    const timer = setTimeout(() => search(wanted).then(show, () => show([])), 200)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [text, search])

  return { options, loading, clear: () => setOptions([]) }
}
