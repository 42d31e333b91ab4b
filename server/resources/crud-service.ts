/**
 * Create, update and delete for any declared resource: validation from the field declarations,
 * references checked, HTML sanitised, passwords hashed, the resource's hooks run, and an audit row
 * written in the same transaction as the change.
 */
import { eq, getTableColumns, inArray } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { hashPassword } from '../auth/passwords.ts'
import { sanitizeEditorHtml } from '../content/sanitize-html.ts'
import type { Db } from '../db/client.ts'
import { auditLog } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { parseBody, ValidationError } from '../http/validation.ts'
import type { ResourceDeclaration, Row, TableWithId, WriteContext } from './define.ts'
import { inputSchemas } from './fields.ts'

export interface Actor {
  id: number
  email: string
  ip: string
}

type AnyResource = ResourceDeclaration<TableWithId>
type Values = Record<string, unknown>

const schemaCache = new WeakMap<AnyResource, ReturnType<typeof inputSchemas>>()
function schemas(resource: AnyResource) {
  let cached = schemaCache.get(resource)
  if (!cached) {
    cached = inputSchemas(resource.fields ?? {})
    schemaCache.set(resource, cached)
  }
  return cached
}

function column(resource: AnyResource, name: string): PgColumn {
  const col = (getTableColumns(resource.table) as Record<string, PgColumn>)[name]
  if (!col) throw new Error(`${resource.name} has no column ${name}`)
  return col
}

/** Turns validated wire input into column values. File fields are set by the upload service only. */
async function toColumns(resource: AnyResource, input: Values): Promise<Values> {
  const values: Values = {}
  for (const [name, value] of Object.entries(input)) {
    const f = resource.fields?.[name]
    if (!f?.column || f.kind === 'file' || value === undefined) continue
    if (f.kind === 'html' && typeof value === 'string') values[f.column] = sanitizeEditorHtml(value)
    else if (f.kind === 'password')
      values[f.column] = value === null ? null : await hashPassword(String(value))
    else values[f.column] = value
  }
  return values
}

async function checkReferences(
  db: Db,
  resource: AnyResource,
  input: Values,
  lookup: (name: string) => AnyResource | undefined,
) {
  const errors: Record<string, string[]> = {}
  for (const [name, value] of Object.entries(input)) {
    const f = resource.fields?.[name]
    if (!f?.ref || value === null || value === undefined) continue
    const target = lookup(f.ref)
    if (!target) continue
    const ids = Array.isArray(value) ? (value as number[]) : [value as number]
    if (ids.length === 0) continue
    const found = await db
      .select({ id: target.table.id })
      .from(target.table)
      .where(inArray(target.table.id, ids))
    const missing = ids.filter((id) => !found.some((row) => row.id === id))
    if (missing.length > 0) errors[name] = [`${target.label} ${missing.join(', ')} does not exist.`]
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
}

function wireValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value
}

/** Changed fields, by wire name, with before and after; secrets are never written to the log. */
function diff(
  resource: AnyResource,
  before: Values | null,
  after: Values | null,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {}
  for (const [name, f] of Object.entries(resource.fields ?? {})) {
    if (!f.column) continue
    const a = wireValue(before?.[f.column] ?? null)
    const b = wireValue(after?.[f.column] ?? null)
    if (JSON.stringify(a) === JSON.stringify(b)) continue
    changes[name] =
      f.kind === 'password' ? { before: '[hidden]', after: '[changed]' } : { before: a, after: b }
  }
  return changes
}

async function audit(
  db: Db,
  actor: Actor | null,
  resource: AnyResource,
  recordId: number,
  action: 'create' | 'update' | 'delete',
  changes: Record<string, unknown>,
) {
  await db.insert(auditLog).values({
    userId: actor?.id ?? null,
    userEmail: actor?.email ?? null,
    resource: resource.name,
    recordId,
    action,
    changes: changes as never,
    ip: actor?.ip ?? null,
  })
}

/** PostgreSQL errors a client caused, as 4xx answers that name the problem. */
function translateDbError(error: unknown, resource: AnyResource): never {
  let e = error as { code?: string; detail?: string; cause?: unknown } | undefined
  while (e && !e.code && e.cause) e = e.cause as typeof e
  if (e?.code === '23505') {
    const columns = /Key \(([^)]+)\)=/.exec(e.detail ?? '')?.[1]?.split(', ') ?? []
    const byDbName = new Map(
      Object.entries(resource.fields ?? {})
        .filter(([, f]) => f.column)
        .map(([name, f]) => [column(resource, f.column as string).name, name]),
    )
    const fieldName =
      columns
        .map((c) => byDbName.get(c))
        .filter(Boolean)
        .at(-1) ??
      columns.at(-1) ??
      'value'
    throw new ApiError(
      409,
      `${resource.label} with this ${fieldName.replace(/_/g, ' ')} already exists.`,
      {},
      { field: fieldName },
    )
  }
  if (e?.code === '23503') {
    throw new ApiError(409, `${resource.label} is still used by other records; change or delete those first.`)
  }
  if (e?.code === '22001') throw new ApiError(400, 'A value is longer than this field allows.')
  if (e?.code === '23502') {
    const col = (e as { column?: string }).column ?? 'value'
    throw new ValidationError({ [col]: ['This field is required.'] })
  }
  throw error
}

export class CrudService {
  constructor(
    private readonly db: Db,
    private readonly lookup: (name: string) => AnyResource | undefined,
    private readonly onChange: () => void,
  ) {}

  private async existing(db: Db, resource: AnyResource, id: number): Promise<Row<TableWithId>> {
    const [row] = await db.select().from(resource.table).where(eq(resource.table.id, id))
    if (!row) throw new ApiError(404, `${resource.label} ${id} does not exist.`)
    return row
  }

  private async run<T>(resource: AnyResource, work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      const result = await this.db.transaction((tx) => work(tx as unknown as Db))
      this.onChange()
      return result
    } catch (error) {
      translateDbError(error, resource)
    }
  }

  async create(resource: AnyResource, body: unknown, actor: Actor | null): Promise<Row<TableWithId>> {
    const input = parseBody(schemas(resource).create, body)
    const missingFiles = Object.entries(resource.fields ?? {}).filter(
      ([, f]) => f.kind === 'file' && f.required,
    )
    if (missingFiles.length > 0) {
      throw new ValidationError(
        Object.fromEntries(
          missingFiles.map(([name, f]) => [
            name,
            [`Upload ${f.upload?.accept.includes('pdf') ? 'a PDF' : 'an image'} file.`],
          ]),
        ),
      )
    }
    return this.run(resource, async (tx) => {
      const ctx: WriteContext = { db: tx, actorId: actor?.id ?? null }
      await checkReferences(tx, resource, input, this.lookup)
      const values = await toColumns(resource, input)
      if ('createdBy' in getTableColumns(resource.table))
        Object.assign(values, { createdBy: ctx.actorId, updatedBy: ctx.actorId })
      await resource.hooks?.beforeCreate?.(values, ctx)
      const [row] = (await tx
        .insert(resource.table)
        .values(values as never)
        .returning()) as Row<TableWithId>[]
      if (!row) throw new Error('insert returned nothing')
      await resource.hooks?.afterWrite?.(row, input, ctx)
      await audit(tx, actor, resource, row.id as number, 'create', diff(resource, null, row as Values))
      return row
    })
  }

  async update(
    resource: AnyResource,
    id: number,
    body: unknown,
    actor: Actor | null,
  ): Promise<Row<TableWithId>> {
    const input = parseBody(schemas(resource).update, body)
    return this.run(resource, async (tx) => {
      const ctx: WriteContext = { db: tx, actorId: actor?.id ?? null }
      const before = await this.existing(tx, resource, id)
      await checkReferences(tx, resource, input, this.lookup)
      const values = await toColumns(resource, input)
      const columns = getTableColumns(resource.table)
      if ('updatedAt' in columns) values.updatedAt = new Date()
      if ('updatedBy' in columns) values.updatedBy = ctx.actorId
      await resource.hooks?.beforeUpdate?.(values, before, ctx)
      const [row] = (await tx
        .update(resource.table)
        .set(values as never)
        .where(eq(resource.table.id, id))
        .returning()) as Row<TableWithId>[]
      if (!row) throw new ApiError(404, `${resource.label} ${id} does not exist.`)
      await resource.hooks?.afterWrite?.(row, input, ctx)
      await audit(tx, actor, resource, id, 'update', diff(resource, before as Values, row as Values))
      return row
    })
  }

  async delete(resource: AnyResource, ids: number[], actor: Actor | null): Promise<void> {
    await this.run(resource, async (tx) => {
      const ctx: WriteContext = { db: tx, actorId: actor?.id ?? null }
      const rows = await tx.select().from(resource.table).where(inArray(resource.table.id, ids))
      const missing = ids.filter((id) => !rows.some((row) => row.id === id))
      if (missing.length > 0) {
        throw new ApiError(
          404,
          `${resource.label} ${missing.join(', ')} ${missing.length === 1 ? 'does' : 'do'} not exist; nothing was deleted.`,
        )
      }
      for (const row of rows) {
        await resource.hooks?.beforeDelete?.(row, ctx)
        await tx.delete(resource.table).where(eq(resource.table.id, row.id))
        await audit(tx, actor, resource, row.id as number, 'delete', diff(resource, row as Values, null))
      }
    })
  }
}
