/**
 * "Used in": where stored files are used (GET /api/v1/admin/file-usage: other records' file fields
 * and rich text showing the file's URL, server/resources/file-usage.ts), for the screens that
 * manage files. The server refuses to delete a record whose file is used elsewhere; this shows
 * where before anyone tries.
 */
import Typography from '@mui/material/Typography'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { useListContext } from 'react-admin'
import { requestJson } from './providers/http.ts'

export interface FilePlace {
  resource: string
  id: number
  field: string
  /** "Page About: rich text block 'About'" */
  place: string
}

export interface FileUsage {
  file: string
  places: FilePlace[]
  /** Places in screens the role may not open: counted, not named. */
  hidden: number
}

/** The server answers at most this many files at once. */
const MAX_FILES = 100

/** The usage of each file URL, or undefined while it loads; the places of `except` (the record itself) left out. */
export function useFileUsage(files: readonly string[]): Map<string, FileUsage> | undefined | Error {
  const key = [...new Set(files.filter(Boolean))].slice(0, MAX_FILES).join('\n')
  const [answer, setAnswer] = useState<{ key: string; usage: Map<string, FileUsage> | Error }>()
  useEffect(() => {
    if (!key) return
    let current = true
    const query = new URLSearchParams(key.split('\n').map((file) => ['file', file]))
    requestJson<{ files: FileUsage[] }>(`/api/v1/admin/file-usage?${query}`).then(
      ({ files: found }) => current && setAnswer({ key, usage: new Map(found.map((f) => [f.file, f])) }),
      (error: unknown) =>
        current && setAnswer({ key, usage: error instanceof Error ? error : new Error(String(error)) }),
    )
    return () => {
      current = false
    }
  }, [key])
  if (!key) return new Map()
  return answer?.key === key ? answer.usage : undefined
}

/** The places of a file besides the record that holds it (which uses its own file, of course). */
export function placesBesides(
  usage: FileUsage | undefined,
  resource: string,
  id: unknown,
): FileUsage | undefined {
  if (!usage) return undefined
  return { ...usage, places: usage.places.filter((p) => !(p.resource === resource && p.id === Number(id))) }
}

/** The places as a short list, "Not used elsewhere" when none. */
export function UsedIn({ usage }: { usage: FileUsage | undefined | Error }) {
  if (usage === undefined) return <Typography variant="body2">Checking where it is used…</Typography>
  if (usage instanceof Error)
    return <Typography variant="body2">Where it is used could not be read: {usage.message}</Typography>
  const { places, hidden } = usage
  if (places.length === 0 && hidden === 0) return <Typography variant="body2">Not used elsewhere.</Typography>
  return (
    <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2 }}>
      {places.map((p) => (
        <li key={`${p.resource}-${p.id}-${p.field}`}>{p.place}</li>
      ))}
      {hidden > 0 && <li>{hidden === 1 ? 'a record' : `${hidden} records`} your role cannot open</li>}
    </Typography>
  )
}

const ListUsage = createContext<Map<string, FileUsage> | undefined | Error>(undefined)

/** Reads the usage of the files in `source` of the list's page once, for every row's UsedIn. */
export function ListFileUsage({ source, children }: { source: string; children: ReactNode }) {
  const { data = [] } = useListContext()
  const usage = useFileUsage(data.map((row) => String(row[source] ?? '')))
  return <ListUsage.Provider value={usage}>{children}</ListUsage.Provider>
}

/** One row's "Used in", inside ListFileUsage. */
export function RowUsedIn({ file, resource, id }: { file: string; resource: string; id: unknown }) {
  const usage = useContext(ListUsage)
  const own = usage instanceof Map ? (usage.get(file) ?? { file, places: [], hidden: 0 }) : usage
  return <UsedIn usage={own instanceof Error ? own : placesBesides(own, resource, id)} />
}
