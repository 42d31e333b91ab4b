/**
 * The admin schema (GET /api/v1/admin/schema, common/resource-schema.ts): which resources the
 * signed-in user may read and how to draw their screens. Fetched once per role after sign-in:
 * it depends only on the role's permissions, so it is kept under them, and a sign-in with other
 * permissions fetches it again. App.tsx waits for it before declaring the resources; the layout
 * and the screens read it with useAdminSchema().
 */
import { useEffect, useState } from 'react'
import { usePermissions, useResourceContext } from 'react-admin'
import type { AdminSchema, ResourceSchema } from '../../common/resource-schema.ts'
import { requestJson } from '../providers/http.ts'

export const ADMIN_SCHEMA_URL = '/api/v1/admin/schema'

type Fetch = (url: string) => Promise<AdminSchema>

interface Kept {
  key: string
  pending: Promise<AdminSchema>
  schema?: AdminSchema
}

let kept: Kept | null = null

const keyOf = (permissions: readonly string[]) => [...permissions].sort().join(' ')

/** The schema for these permissions: fetched once, again only after a failure or for other permissions. */
export function loadAdminSchema(
  permissions: readonly string[],
  fetchSchema: Fetch = (url) => requestJson<AdminSchema>(url),
): Promise<AdminSchema> {
  const key = keyOf(permissions)
  if (kept?.key === key) return kept.pending
  const entry: Kept = { key, pending: fetchSchema(ADMIN_SCHEMA_URL) }
  kept = entry
  entry.pending.then(
    (schema) => {
      entry.schema = schema
    },
    () => {
      if (kept === entry) kept = null
    },
  )
  return entry.pending
}

/** The schema already fetched for these permissions, if any (no waiting). */
function keptSchema(permissions: unknown): AdminSchema | undefined {
  return Array.isArray(permissions) && kept?.key === keyOf(permissions) ? kept.schema : undefined
}

/** The signed-in user's schema; undefined while it loads or when it could not be read. */
export function useAdminSchema(): AdminSchema | undefined {
  const { permissions } = usePermissions<string[]>()
  const [schema, setSchema] = useState<AdminSchema | undefined>(() => keptSchema(permissions))
  useEffect(() => {
    if (!Array.isArray(permissions)) return
    let current = true
    loadAdminSchema(permissions).then(
      (loaded) => current && setSchema(loaded),
      () => {},
    )
    return () => {
      current = false
    }
  }, [permissions])
  return schema ?? keptSchema(permissions)
}

/** The schema of a resource (default: the screen's own), when the user may read it. */
export function useResourceSchema(name?: string): ResourceSchema | undefined {
  const current = useResourceContext()
  const wanted = name ?? current
  return useAdminSchema()?.resources.find((r) => r.name === wanted)
}
