/**
 * A resource is declared once: its table, its names on the wire, its fields, how the back office
 * lists it and where its navigation entry sits. From the declaration come the legacy routes (all/,
 * the unpaginated list, {id}, search/, the writes), the default presenter (wire keys from the
 * fields), the permission rows and built-in grants, the navigation entry, the back office's generic
 * screens (through the admin schema) and the OpenAPI description. A plain resource needs nothing
 * else; presenters and hooks are overrides for where the original's JSON or rules differ.
 */
import type { InferSelectModel, SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { IconName, NavGroupId } from '../../common/resource-schema.ts'
import type { Db } from '../db/client.ts'
import type { Fields } from './fields.ts'
import type { Registry } from './registry.ts'

/** The built-in roles a declaration can grant to; Administrator has every permission anyway. */
export const BUILTIN_ROLE_NAMES = ['Editor', 'Accountant', 'Approver', 'Auditor', 'Support'] as const
export type BuiltinRoleName = (typeof BUILTIN_ROLE_NAMES)[number]

export type TableWithId = PgTable & { id: PgColumn }
export type Row<T extends TableWithId> = InferSelectModel<T>
/** The table's column properties (camelCase): a field's column must be one, or `tsc` fails. */
export type ColumnName<T extends TableWithId> = Extract<keyof T['_']['columns'], string>

export interface PresentContext {
  db: Db
  timeZone: string
  /** Now, in milliseconds: the app's clock (tests move it), for rules such as a publish date. */
  now?: () => number
  /** The resources the app serves, for a presenter naming other resources (the audit log's). */
  registry?: Registry
}

export interface ResourceDeclaration<T extends TableWithId = TableWithId> {
  /** Path segment, verbatim from the original: /{name}/api/v1/{name}/… */
  name: string
  /** One record, for messages ("Notice 12 does not exist.") and screen titles. */
  label: string
  /** Several records: the list's title and the navigation entry. Default: label + "s". */
  plural?: string
  table: T
  /** Key of the list in responses (`notices`); not always derivable from the name (`menus`). */
  listKey: string
  /** Unpaginated list paths after /{name}/api/v1/{name}/, in the original's spellings. */
  unpaginatedPaths: string[]
  /** List order. */
  orderBy: (table: T) => SQL[]
  /** Order of the unpaginated list when it differs (homepage slider's wp/all/). */
  unpaginatedOrderBy?: (table: T) => SQL[]
  /**
   * Items of the paginated list (`all/`). Default: the default presenter (server/resources/present.ts):
   * id, each readable field under its wire name, created_at, updated_at, created_by, updated_by.
   */
  presentList?: (rows: Row<T>[], ctx: PresentContext) => Promise<object[]>
  /** Items of the unpaginated list; defaults to presentList. */
  presentUnpaginated?: (rows: Row<T>[], ctx: PresentContext) => Promise<object[]>
  /** The bare object of `{id}`; defaults to the default presenter. */
  presentDetail?: (row: Row<T>, ctx: PresentContext) => Promise<object>
  /** Writable fields by wire name; a resource without fields has no write routes. */
  fields?: Fields<ColumnName<T>>
  /** The back office: list, filters and navigation. Defaults are derived from the fields. */
  admin?: AdminOptions
  /**
   * Built-in roles besides Administrator (who has everything) and what they get on this resource:
   * `{ Editor: 'write' }` gives the Editor its four permissions and the navigation entry; a list
   * names actions (`{ Accountant: ['read', 'create', 'post'] }`). Any grant brings the entry.
   */
  grants?: Partial<Record<BuiltinRoleName, 'write' | 'read' | readonly string[]>>
  /**
   * The permission actions when they are not the four of a writable resource (or "read" of a
   * read-only one): a voucher is also posted and reversed (`voucher.post`, `voucher.reverse`).
   */
  actions?: readonly string[]
  /**
   * False: the resource's routes are all its area's own (vouchers keep the original's per-type
   * paths), so no generic route, export or OpenAPI path is made from the declaration. It still
   * gives the permissions, the navigation entry and the admin schema its custom screens read.
   */
  genericRoutes?: false
  /** Private resources are read only by staff with `<name>.read` (users, roles…). Default public. */
  private?: boolean
  /**
   * The rows anonymous readers may see, by the public site's rule (e.g. a published menu's blocks);
   * staff with `<name>.read` see every row. Undefined: every row is public. Applied by the generic
   * routes (server/api/legacy/audience.ts) to all/, the unpaginated lists, {id} and search/.
   */
  publicWhere?: (ctx: PresentContext) => Promise<SQL>
  /**
   * Wire fields anonymous readers get as null because they are personal data (an employee's email).
   * created_by / updated_by are always null for them; the keys stay so the JSON keeps its shape.
   */
  personalFields?: string[]
  /** Query parameters `search/` accepts besides `searchKey` (the original used `key` or `username`). */
  searchParams?: string[]
  /** Several files in one create, one record each (the original's images[0][0], images[0][1]…). */
  bulkUpload?: { pattern: RegExp; field: string }
  /**
   * Filters of `all/` and `search/` from the query string (the audit log's ?user=&resource=…);
   * `now` is the app's clock, for filters on a computed status (a member's).
   */
  filters?: (query: Record<string, unknown>, ctx: Pick<PresentContext, 'timeZone' | 'now'>) => SQL | undefined
  /** Rules beyond field validation, run inside the write's transaction. */
  hooks?: WriteHooks<T>
  /**
   * How staff find a record that uses a stored file, when "<plural>: <record name>" would not say
   * where to look: "Page About: rich text block 'About'" (file-usage.ts). `field` is the wire name.
   */
  usagePlace?: (row: Row<T>, field: string, db: Db) => Promise<string>
}

export interface AdminOptions {
  /**
   * List columns by wire name (fields, id, created_at, updated_at). Default: the first four fields
   * that fit a cell (not HTML, files, lists or passwords), then updated_at.
   */
  columns?: string[]
  /** The list's first order. Default: the first searchable text field, ascending, else the newest id first. */
  sort?: { field: string; order: 'ASC' | 'DESC' }
  /**
   * The list's filter inputs by wire name (enum, bool, ref, date or datetime fields). Default: all of
   * those. The read routes accept every one of them whatever this says (list-filters.ts).
   */
  filters?: string[]
  /** The field naming a record. Default: name, title or the first text field. */
  recordRepresentation?: string
  /** The navigation entry; `false` for a resource reached only from other screens (permission). */
  nav?: { group: NavGroupId; icon: IconName; order?: number } | false
}

export interface WriteContext {
  db: Db
  actorId: number | null
  /** The organisation's time zone: what "today" means for a date a hook fills in. */
  timeZone: string
}

export interface WriteHooks<T extends TableWithId> {
  /** Adjust or check column values before insert; throw ApiError or ValidationError to refuse. */
  beforeCreate?: (values: Record<string, unknown>, ctx: WriteContext) => Promise<void>
  beforeUpdate?: (values: Record<string, unknown>, existing: Row<T>, ctx: WriteContext) => Promise<void>
  beforeDelete?: (existing: Row<T>, ctx: WriteContext) => Promise<void>
  /** After insert or update, e.g. to store a role's permissions. `input` is the validated wire input. */
  afterWrite?: (row: Row<T>, input: Record<string, unknown>, ctx: WriteContext) => Promise<void>
}

/** The actions the generic write routes need: create/, update/{id}, delete/{id} and delete_multiple/. */
const GENERIC_WRITE_ACTIONS: readonly string[] = ['create', 'update', 'delete']

/**
 * Whether the generic write routes serve a resource: it has fields, and its declared actions (if it
 * declares its own) include a write. A donation has fields to read, filter and search by, but is
 * changed only through its area's routes (recorded, refunded), so it declares no create, update or
 * delete and gets no write route that could only ever answer 403.
 */
export function hasGenericWrites(resource: Pick<ResourceDeclaration, 'fields' | 'actions'>): boolean {
  if (!resource.fields) return false
  return !resource.actions || resource.actions.some((action) => GENERIC_WRITE_ACTIONS.includes(action))
}

export function defineResource<T extends TableWithId>(
  declaration: ResourceDeclaration<T>,
): ResourceDeclaration<T> {
  return declaration
}
