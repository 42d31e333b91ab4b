/**
 * An audit entry's record as a link to its screen ("Notice 12"), while the record still exists
 * and the reader's role can open that screen; otherwise its name and id as plain text.
 */
import type { MouseEvent } from 'react'
import { Link, useCreatePath, useRecordContext, useResourceDefinitions } from 'react-admin'
import { useAdminSchema } from '../schema/admin-schema.ts'

interface Entry {
  resource: string
  resource_label?: string
  record_id: number | null
  record_exists?: boolean
}

export function RecordLink(_props: { label?: string }) {
  const entry = useRecordContext<Entry & { id: number }>()
  const schema = useAdminSchema()
  const definitions = useResourceDefinitions()
  const createPath = useCreatePath()
  if (!entry || entry.record_id === null) return null
  const name = `${entry.resource_label ?? entry.resource} ${entry.record_id}`
  const readable = schema?.resources.some((r) => r.name === entry.resource)
  const screens = definitions[entry.resource]
  if (!entry.record_exists || !readable || !screens) return <span>{name}</span>
  const type = screens.hasEdit ? 'edit' : screens.hasShow ? 'show' : 'list'
  return (
    // The row opens its changes on click: following the link must not do that too.
    <Link
      to={createPath({ resource: entry.resource, id: entry.record_id, type })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {name}
    </Link>
  )
}
