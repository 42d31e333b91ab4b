/**
 * Create, update and delete for any declared resource: validation from the field declarations,
 * references checked, HTML sanitised, passwords hashed, the resource's hooks run, and an audit row
 * written in the same transaction as the change.
 */
import { eq, getTableColumns, inArray } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'
import { auditLog } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { parseBody, ValidationError } from '../http/validation.ts'
import { hashPassword } from '../lib/passwords.ts'
import type { MediaStore } from '../media/media-store.ts'
import type { Upload } from '../media/read-upload-body.ts'
import type { ResourceDeclaration, Row, TableWithId, WriteContext } from './define.ts'
import { inputSchemas } from './fields.ts'
import { type FilePlace, FileUsage } from './file-usage.ts'
import type { Registry } from './registry.ts'
import { lockVersion, readVersion, rememberVersion, type VersionCheck } from './row-version.ts'
import { sanitizeEditorHtml } from './sanitize-html.ts'

export interface Actor {
  id: number
  email: string
  ip: string
}

type AnyResource = ResourceDeclaration<TableWithId>
type Values = Record<string, unknown>

/**
 * Work after a create committed, outside its transaction (an email must neither hold the write
 * open nor undo it); what it returns is added to the create's answer.
 */
export type AfterCreate = (row: Row<TableWithId>, input: Values) => Promise<Values | undefined>

/** What the after-create work of each created row added to its answer. */
const answerNotes = new WeakMap<object, Values>()

export function answerNotesOf(row: object): Values {
  return answerNotes.get(row) ?? {}
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
    if (!f?.column || value === undefined) continue
    // A file field changes only through an upload, or is cleared with null / "" (a string echoes the current file).
    if (f.kind === 'file') {
      if (value === null && !f.required) values[f.column] = null
      continue
    }
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

export async function audit(
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
  // 23503 (foreign key) and 23001 (an ON DELETE RESTRICT reference): the row is still referenced.
  if (e?.code === '23503' || e?.code === '23001') {
    throw new ApiError(409, `${resource.label} is still used by other records; change or delete those first.`)
  }
  // 23P01: an exclusion constraint, or a trigger raising as one (membership periods that overlap).
  if (e?.code === '23P01')
    throw new ApiError(409, (e as { message?: string }).message ?? 'This overlaps another record.')
  if (e?.code === '22001') throw new ApiError(400, 'A value is longer than this field allows.')
  if (e?.code === '22003') throw new ApiError(400, 'A number is larger than this field allows.')
  if (e?.code === '23502') {
    const col = (e as { column?: string }).column ?? 'value'
    throw new ValidationError({ [col]: ['This field is required.'] })
  }
  throw error
}

export class CrudService {
  constructor(
    private readonly db: Db,
    private readonly registry: Registry,
    private readonly onChange: () => void,
    private readonly media: MediaStore,
    /** The organisation's time zone: local times of datetime fields are read in it. */
    private readonly timeZone = 'UTC',
  ) {
    this.usage = new FileUsage(registry)
  }

  private readonly schemaCache = new WeakMap<AnyResource, ReturnType<typeof inputSchemas>>()

  private schemas(resource: AnyResource) {
    let cached = this.schemaCache.get(resource)
    if (!cached) {
      cached = inputSchemas(resource.fields ?? {}, this.timeZone)
      this.schemaCache.set(resource, cached)
    }
    return cached
  }

  private readonly afterCreates = new Map<string, AfterCreate>()

  /** Runs `work` after each committed create of the resource (the user's invitation). */
  afterCreate(resourceName: string, work: AfterCreate): void {
    if (this.afterCreates.has(resourceName)) throw new Error(`${resourceName} has after-create work already`)
    this.afterCreates.set(resourceName, work)
  }

  private readonly lookup = (name: string): AnyResource | undefined => this.registry.find(name)

  /** Where stored files are used: file fields, and their URLs in rich text. */
  readonly usage: FileUsage

  /** Whether any record of any resource still uses a stored file, in a file field or in rich text. */
  readonly isReferenced = (stored: string): Promise<boolean> => this.usage.isUsed(this.db, stored)

  /** Stores the uploads for the resource's file fields; returns column values and the stored paths. */
  private async storeFiles(
    resource: AnyResource,
    files: readonly Upload[],
  ): Promise<{ values: Values; stored: string[] }> {
    const values: Values = {}
    const stored: string[] = []
    try {
      for (const file of files) {
        const f = resource.fields?.[file.fieldName]
        if (f?.kind !== 'file' || !f.column || !f.upload) {
          throw new ValidationError({
            [file.fieldName]: [`${resource.label} has no file field "${file.fieldName}".`],
          })
        }
        const saved = await this.media.save(
          file.fieldName,
          { buffer: file.buffer, fileName: file.fileName },
          f.upload.accept,
          f.upload.dir,
        )
        stored.push(saved.path)
        values[f.column] = saved.path
      }
    } catch (error) {
      await this.media.releaseUnreferenced(stored, this.isReferenced)
      throw error
    }
    return { values, stored }
  }

  /** Removes files that the change left unreferenced; a failure here never fails the request. */
  private async release(paths: readonly unknown[]): Promise<void> {
    const candidates = paths.filter((p): p is string => typeof p === 'string' && p.length > 0)
    if (candidates.length === 0) return
    await this.media.releaseUnreferenced(candidates, this.isReferenced).catch(() => {})
  }

  /**
   * Deleting a record removes its files; a file another record still uses (its own file field, or
   * its URL in a page's rich text) would leave that page with a broken image or link. Such a
   * delete is refused with the places, so staff can change them first.
   */
  private async refuseFilesUsedElsewhere(tx: Db, resource: AnyResource, rows: readonly Values[]) {
    const except = { resource: resource.name, ids: rows.map((row) => row.id as number) }
    const used: { file: string; places: FilePlace[] }[] = []
    for (const row of rows) {
      for (const c of this.fileColumns(resource)) {
        const file = row[c]
        if (typeof file !== 'string' || file === '' || used.some((u) => u.file === file)) continue
        const places = await this.usage.places(tx, file, except)
        if (places.length > 0) used.push({ file, places })
      }
    }
    if (used.length === 0) return
    const sentences = used.map(
      ({ file, places }) =>
        `"${file.split('/').at(-1)}" is still used in ${places.map((p) => p.place).join('; ')}.`,
    )
    throw new ApiError(
      409,
      `${sentences.join(' ')} Remove it there first; nothing was deleted.`,
      {},
      { used_in: used.map(({ file, places }) => ({ file, places })) },
    )
  }

  private fileColumns(resource: AnyResource): string[] {
    return Object.values(resource.fields ?? {}).flatMap((f) =>
      f.kind === 'file' && f.column ? [f.column] : [],
    )
  }

  private async existing(db: Db, resource: AnyResource, id: number): Promise<Row<TableWithId>> {
    const [row] = await db.select().from(resource.table).where(eq(resource.table.id, id))
    if (!row) throw new ApiError(404, `${resource.label} ${id} does not exist.`)
    return row
  }

  /** Locks the row and runs the If-Match check on its version; a missing row is left to the 404. */
  private async checkVersion(tx: Db, resource: AnyResource, id: number, check: VersionCheck | undefined) {
    if (!check) return
    const version = await lockVersion(tx, resource.table, id)
    if (version !== undefined) await check(tx, id, version)
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

  async create(
    resource: AnyResource,
    body: unknown,
    actor: Actor | null,
    files: readonly Upload[] = [],
  ): Promise<Row<TableWithId>> {
    const input = parseBody(this.schemas(resource).create, body)
    const missingFiles = Object.entries(resource.fields ?? {}).filter(
      ([name, f]) => f.kind === 'file' && f.required && !files.some((file) => file.fieldName === name),
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
    const uploaded = await this.storeFiles(resource, files)
    const created = await this.run(resource, async (tx) => {
      const ctx: WriteContext = { db: tx, actorId: actor?.id ?? null, timeZone: this.timeZone }
      await checkReferences(tx, resource, input, this.lookup)
      const values = { ...(await toColumns(resource, input)), ...uploaded.values }
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
      // The uploads commit with the record; a failure here leaves them pending, removed below.
      await this.media.confirm(tx, uploaded.stored)
      return rememberVersion(row, await readVersion(tx, resource.table, row.id as number))
    }).catch(async (error) => {
      await this.release(uploaded.stored)
      throw error
    })
    const notes = await this.afterCreates.get(resource.name)?.(created, input)
    if (notes) answerNotes.set(created, notes)
    return created
  }

  async update(
    resource: AnyResource,
    id: number,
    body: unknown,
    actor: Actor | null,
    files: readonly Upload[] = [],
    /** If-Match: checked on the locked row, so two writers expecting one version cannot both win. */
    check?: VersionCheck,
  ): Promise<Row<TableWithId>> {
    const input = parseBody(this.schemas(resource).update, body)
    const uploaded = await this.storeFiles(resource, files)
    let replaced: unknown[] = []
    const row = await this.run(resource, async (tx) => {
      const ctx: WriteContext = { db: tx, actorId: actor?.id ?? null, timeZone: this.timeZone }
      await this.checkVersion(tx, resource, id, check)
      const before = await this.existing(tx, resource, id)
      await checkReferences(tx, resource, input, this.lookup)
      const values = { ...(await toColumns(resource, input)), ...uploaded.values }
      replaced = this.fileColumns(resource)
        .filter((c) => c in values)
        .map((c) => (before as Values)[c])
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
      await this.media.confirm(tx, uploaded.stored)
      return rememberVersion(row, await readVersion(tx, resource.table, id))
    }).catch(async (error) => {
      await this.release(uploaded.stored)
      throw error
    })
    await this.release(replaced)
    return row
  }

  async delete(
    resource: AnyResource,
    ids: number[],
    actor: Actor | null,
    check?: VersionCheck,
  ): Promise<void> {
    const files: unknown[] = []
    await this.run(resource, async (tx) => {
      const ctx: WriteContext = { db: tx, actorId: actor?.id ?? null, timeZone: this.timeZone }
      for (const id of ids) await this.checkVersion(tx, resource, id, check)
      const rows = await tx.select().from(resource.table).where(inArray(resource.table.id, ids))
      const missing = ids.filter((id) => !rows.some((row) => row.id === id))
      if (missing.length > 0) {
        throw new ApiError(
          404,
          `${resource.label} ${missing.join(', ')} ${missing.length === 1 ? 'does' : 'do'} not exist; nothing was deleted.`,
        )
      }
      await this.refuseFilesUsedElsewhere(tx, resource, rows)
      for (const row of rows) {
        await resource.hooks?.beforeDelete?.(row, ctx)
        for (const c of this.fileColumns(resource)) files.push((row as Values)[c])
        await tx.delete(resource.table).where(eq(resource.table.id, row.id))
        await audit(tx, actor, resource, row.id as number, 'delete', diff(resource, row as Values, null))
      }
    })
    await this.release(files)
  }
}
