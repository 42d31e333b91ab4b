/**
 * react-admin's data provider over the legacy content API (docs/api-compat.md). This is the only
 * file of the back office that knows the resources' URL shapes:
 *   /{resource}/api/v1/{resource}/all/?page=&size=&ordering=   list (envelope)
 *   …/search/?searchKey=                                       list filtered by text (envelope)
 *   …/{id}   …/create/   …/update/{id} (PATCH)   …/delete/{id}   …/delete_multiple/
 *   …/export/?<the list's query without pages>                CSV download (exportHref)
 * and the ordering routes (server/modules/cms/order-routes.ts, server/api/legacy/reorder-route.ts):
 *   PUT /cms_menu/api/v1/cms_menu/move/{id} {parent, position}      moveMenu
 *   PUT /{cms_menu_content|cms_menu_content_image|cause_content|cause_content_image}/…/reorder/
 *       {cms_menu | cause, ids}                                       reorder
 * and the accounts' calls (server/modules/accounts/):
 *   POST /user/api/v1/user/invite/{id}/                            inviteUser
 *   GET /email_outbox/api/v1/email_outbox/smtp/                    mailServer
 *
 * Lost updates (issue 10 §5): the ETag of every record read with getOne, created or updated is
 * remembered and sent as If-Match when that record is updated or deleted, so a change someone made
 * since is refused with a 409 whose detail (who, when) becomes the error message instead of being
 * silently overwritten. A record never read that way is written without If-Match, as before.
 */
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin'
import { type RequestOptions, requestJson, type UploadProgress } from './http.ts'

/** The API clamps page sizes to 100. */
const MAX_PAGE_SIZE = 100

type Request = <T>(url: string, options?: RequestOptions) => Promise<T>

const base = (resource: string) => `/${resource}/api/v1/${resource}/`

/** `ordering`, the filters as they are, and `searchKey` for the q filter; the search text, if any. */
function listQuery(params: Partial<GetListParams>): { query: URLSearchParams; search: string } {
  const { q, ...filters } = (params.filter ?? {}) as Record<string, unknown>
  const query = new URLSearchParams()
  const sort = params.sort
  if (sort?.field) query.set('ordering', `${sort.order === 'DESC' ? '-' : ''}${sort.field}`)
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value))
  }
  const search = typeof q === 'string' ? q.trim() : ''
  if (search) query.set('searchKey', search)
  return { query, search }
}

/** Query of a list: pagination, `ordering`, `searchKey` for the q filter, other filters as they are. */
export function listUrl(resource: string, params: Partial<GetListParams>): string {
  const { query, search } = listQuery(params)
  const page = params.pagination?.page ?? 1
  const perPage = Math.min(params.pagination?.perPage ?? 10, MAX_PAGE_SIZE)
  const paged = new URLSearchParams({ page: String(page), size: String(perPage) })
  for (const [name, value] of query) paged.set(name, value)
  return `${base(resource)}${search ? 'search/' : 'all/'}?${paged}`
}

/**
 * The CSV export of a list as it stands (the schema's exportUrl): the same filters, search and
 * order, without pages, since the export holds every matching row.
 */
export function exportHref(exportUrl: string, params: Pick<GetListParams, 'filter' | 'sort'>): string {
  const { query } = listQuery(params)
  const text = query.toString()
  return text ? `${exportUrl}?${text}` : exportUrl
}

/** The envelope's list sits under a key of its own per resource (notices, menus…): the one array. */
export function fromEnvelope(envelope: Record<string, unknown>): { data: RaRecord[]; total: number } {
  const list = Object.values(envelope).find(Array.isArray)
  if (!list) throw new Error('The list answer has no list in it.')
  const total = envelope.total_elements
  return { data: list as RaRecord[], total: typeof total === 'number' ? total : list.length }
}

/** A file chosen in a FileInput ({rawFile}) or a File itself. */
const fileOf = (value: unknown): File | undefined => {
  if (typeof File !== 'undefined' && value instanceof File) return value
  if (value && typeof value === 'object' && 'rawFile' in value) {
    const raw = (value as { rawFile: unknown }).rawFile
    if (typeof File !== 'undefined' && raw instanceof File) return raw
  }
  return undefined
}

/** A file input showing the current file ({src, title}) means "keep it": it is not sent. */
const isKeptFile = (value: unknown) =>
  value !== null && typeof value === 'object' && 'src' in value && fileOf(value) === undefined

/**
 * The fields to send: on update only those that changed, because the API refuses fields it does
 * not accept (id, created_at…) and keeps what is left out. With a new file the body is multipart,
 * where a cleared value is "" (the API reads it as null).
 */
export function writeBody(
  data: Record<string, unknown>,
  previous?: Record<string, unknown>,
): Record<string, unknown> | FormData {
  const changed = Object.entries(data).filter(([name, value]) => {
    if (isKeptFile(value) || value === undefined) return false
    if (!previous) return true
    return fileOf(value) !== undefined || JSON.stringify(value) !== JSON.stringify(previous[name])
  })
  if (!changed.some(([, value]) => fileOf(value))) return Object.fromEntries(changed)
  const form = new FormData()
  for (const [name, value] of changed) {
    const file = fileOf(value)
    if (file) form.append(name, file, file.name)
    else
      form.append(
        name,
        value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value),
      )
  }
  return form
}

/**
 * A form with a file passes `meta: { onUploadProgress }` (admin/forms.tsx): the request
 * then reports how much of its multipart body has been sent.
 */
function progressOf(meta: unknown): UploadProgress | undefined {
  const report =
    meta !== null && typeof meta === 'object' ? (meta as Record<string, unknown>).onUploadProgress : undefined
  return typeof report === 'function' ? (report as UploadProgress) : undefined
}

/** The CMS's ordering calls, reachable in screens through `useDataProvider<KizunaDataProvider>()`. */
export interface OrderingMethods {
  moveMenu(id: Identifier, parent: Identifier | null, position: number): Promise<{ data: RaRecord }>
  reorder(
    resource: 'cms_menu_content' | 'cms_menu_content_image' | 'cause_content' | 'cause_content_image',
    owner: { field: 'cms_menu' | 'cause'; id: Identifier },
    ids: Identifier[],
  ): Promise<{ data: Identifier[] }>
}

/** What became of an email: handed to SMTP, kept in the outbox (no SMTP), or refused by SMTP. */
export interface MailNote {
  outcome: 'sent' | 'kept' | 'failed'
  detail: string
}

/** The accounts' calls beyond the records. */
export interface AccountMethods {
  /** Emails the user a new invitation link (the earlier one stops working). */
  inviteUser(id: Identifier): Promise<{ data: MailNote }>
  /** Whether outgoing email goes to an SMTP server. */
  mailServer(): Promise<{ data: { smtp: boolean } }>
}

export type KizunaDataProvider = DataProvider & OrderingMethods & AccountMethods

/** The versions (ETags) of the records this back office read, by resource and id. */
class RecordVersions {
  private readonly etags = new Map<string, string>()
  private key = (resource: string, id: Identifier) => `${resource}/${String(id)}`

  get(resource: string, id: Identifier): string | undefined {
    return this.etags.get(this.key(resource, id))
  }

  /** Keeps a record's ETag from an answer; an answer without one makes it unknown. */
  set(resource: string, id: Identifier, etag: string | null): void {
    if (etag) this.etags.set(this.key(resource, id), etag)
    else this.forget(resource, id)
  }

  forget(resource: string, id: Identifier): void {
    this.etags.delete(this.key(resource, id))
  }

  /** After a change to many of a resource's records (moves, reorders) whose new ETags are not sent. */
  forgetResource(resource: string): void {
    for (const key of this.etags.keys()) if (key.startsWith(`${resource}/`)) this.etags.delete(key)
  }
}

export function createDataProvider(request: Request = requestJson): KizunaDataProvider {
  const versions = new RecordVersions()
  const getOne = async (resource: string, id: Identifier) => ({
    data: await request<RaRecord>(`${base(resource)}${encodeURIComponent(String(id))}`, {
      onEtag: (etag) => versions.set(resource, id, etag),
    }),
  })
  const update = async (
    resource: string,
    id: Identifier,
    data: Record<string, unknown>,
    previous?: Record<string, unknown>,
    meta?: unknown,
  ) =>
    request<RaRecord>(`${base(resource)}update/${encodeURIComponent(String(id))}`, {
      method: 'PATCH',
      body: writeBody(data, previous),
      onUploadProgress: progressOf(meta),
      ifMatch: versions.get(resource, id),
      onEtag: (etag) => versions.set(resource, id, etag),
    })

  const provider = {
    getList: async (resource: string, params: GetListParams) =>
      fromEnvelope(await request<Record<string, unknown>>(listUrl(resource, params))),

    getOne: (resource: string, { id }: GetOneParams) => getOne(resource, id),

    // The API has no "these ids" filter: one request per record (react-admin batches the ids a
    // page needs into one call, and the answers are cached).
    getMany: async (resource: string, { ids }: GetManyParams) => ({
      data: await Promise.all([...new Set(ids)].map(async (id) => (await getOne(resource, id)).data)),
    }),

    // The reference is sent as a filter of all/, which the resources that declare it apply
    // (the audit log's record_id, user, resource).
    getManyReference: async (resource: string, { target, id, filter, ...params }: GetManyReferenceParams) =>
      fromEnvelope(
        await request<Record<string, unknown>>(
          listUrl(resource, { ...params, filter: { ...filter, [target]: id } }),
        ),
      ),

    create: async (resource: string, { data, meta }: CreateParams) => {
      let etag: string | null = null
      const created = await request<RaRecord>(`${base(resource)}create/`, {
        method: 'POST',
        body: writeBody(data),
        onUploadProgress: progressOf(meta),
        onEtag: (tag) => {
          etag = tag
        },
      })
      // A bulk upload answers a list of records, without an ETag.
      if (created && !Array.isArray(created)) versions.set(resource, created.id, etag)
      return { data: created }
    },

    update: async (resource: string, { id, data, previousData, meta }: UpdateParams) => ({
      data: await update(resource, id, data, previousData, meta),
    }),

    updateMany: async (resource: string, { ids, data }: UpdateManyParams) => {
      await Promise.all(ids.map((id) => update(resource, id, data)))
      return { data: ids }
    },

    delete: async (resource: string, { id, previousData }: DeleteParams) => {
      await request(`${base(resource)}delete/${encodeURIComponent(String(id))}`, {
        method: 'DELETE',
        ifMatch: versions.get(resource, id),
      })
      versions.forget(resource, id)
      return { data: previousData ?? { id } }
    },

    deleteMany: async (resource: string, { ids }: DeleteManyParams) => {
      await request(`${base(resource)}delete_multiple/`, { method: 'DELETE', body: { ids } })
      for (const id of ids) versions.forget(resource, id)
      return { data: ids }
    },

    /**
     * Puts a menu under `parent` (null: top level) at the 0-based `position` among its new
     * siblings; the server renumbers both sibling lists in one transaction.
     */
    moveMenu: async (id: Identifier, parent: Identifier | null, position: number) => {
      const moved = await request<RaRecord>(`${base('cms_menu')}move/${encodeURIComponent(String(id))}`, {
        method: 'PUT',
        body: { parent, position },
      })
      // The move renumbered siblings too: their remembered versions are stale, and writing them
      // with a stale If-Match would report this editor's own move as a conflict.
      versions.forgetResource('cms_menu')
      return { data: moved }
    },

    /** An owner's (a menu's, a cause's) blocks or images in a new order: every one of its ids, exactly once. */
    reorder: async (
      resource: Parameters<OrderingMethods['reorder']>[0],
      owner: Parameters<OrderingMethods['reorder']>[1],
      ids: Identifier[],
    ) => {
      await request(`${base(resource)}reorder/`, { method: 'PUT', body: { [owner.field]: owner.id, ids } })
      versions.forgetResource(resource)
      return { data: ids }
    },

    inviteUser: async (id: Identifier) => ({
      data: await request<MailNote>(`${base('user')}invite/${encodeURIComponent(String(id))}/`, {
        method: 'POST',
      }),
    }),

    mailServer: async () => ({ data: await request<{ smtp: boolean }>(`${base('email_outbox')}smtp/`) }),
  }
  // The server's JSON is not checked against each screen's record type: the screens read the
  // fields they show, and react-admin's generic signatures cannot be met by untyped answers.
  return provider as KizunaDataProvider
}
