/**
 * What the back office learns about each resource from the server (GET /api/v1/admin/schema): the
 * declaration's fields, list and navigation, as JSON. The generic List, Show, Create and Edit
 * screens are drawn from it, so a plain resource needs no screen files of its own. Types and the
 * few names both sides share: the server builds the schema from its declarations
 * (server/resources/admin-schema.ts), the admin reads it (admin/schema/).
 */

/** Kinds of field a form can hold. `decimal` is money or a quantity: a string on the wire, never a float. */
export type FieldKind =
  | 'text'
  | 'html'
  | 'email'
  | 'url'
  | 'int'
  | 'decimal'
  | 'bool'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'ref'
  | 'password'
  | 'file'
  | 'refs'

export interface FieldSchema {
  /** Wire name: the JSON key and the form's source. */
  name: string
  kind: FieldKind
  /** The form's label and the list's column header. */
  label: string
  /** A sentence under the input. */
  help?: string
  required: boolean
  nullable: boolean
  /** Longest text, or the largest number. */
  max?: number
  /** Shortest text, or the smallest number. */
  min?: number
  /** Text shown in several lines. */
  multiline?: boolean
  /** Digits after the point, for decimal. */
  scale?: number
  /** For int: a duration in minutes, shown as "8 h 30 min" (the wire keeps the number). */
  minutes?: boolean
  /** For enum: the stored values and what to call them. */
  choices?: { id: string; name: string }[]
  /** For ref and refs: the resource the id points to. */
  ref?: string
  /**
   * Cascading choice: the referenced resource's list is filtered by another field of this form.
   * `{ field: 'division', param: 'division' }` lists only districts whose `division` is the
   * value of this form's `division` field; the input is cleared when that field changes.
   */
  dependsOn?: { field: string; param: string }
  /** For file: what may be uploaded. */
  accept?: ('image' | 'pdf')[]
  /** Never shown (passwords). */
  writeOnly: boolean
  /** What a new record holds when the field is left out: the column's default, shown in the create form. */
  default?: string | number | boolean
}

/** Columns every record has besides its fields. */
export type SystemColumn = 'id' | 'created_at' | 'updated_at'

/** What the list's header and the CSV export call the system columns. */
export const SYSTEM_COLUMN_LABELS: Record<SystemColumn, string> = {
  id: 'ID',
  created_at: 'Created',
  updated_at: 'Changed',
}

export interface ResourceSchema {
  /** The API's resource name; also the back office's path (/admin/{name}). */
  name: string
  /** One record ("Branch"). */
  label: string
  /** The list's title and the navigation entry ("Branches"). */
  plural: string
  /** The field naming a record in titles and references. */
  recordRepresentation: string
  /** The writable fields, in form order; a resource without any is read-only. */
  fields: FieldSchema[]
  list: {
    /** Wire names: fields or system columns. */
    columns: string[]
    sort: { field: string; order: 'ASC' | 'DESC' }
    /** Columns the list may be ordered by (?ordering=): plain stored values, not HTML or files. */
    sortable: string[]
    /** Whether the list has a search box (search/?searchKey=). */
    search: boolean
    /**
     * Fields offered as list filters (enum, bool, ref, date and datetime fields by default): an
     * enum, bool or ref field is `?<field>=<value>`, a date or datetime `?<field>_from=&<field>_to=`.
     */
    filters: string[]
    /** The streamed CSV of every matching row: same query as the list. */
    exportUrl: string
  }
  /** Where the back office's navigation lists it; absent when it has no entry of its own. */
  nav?: { group: NavGroupId; icon: IconName; order: number }
  /** Whether it has write routes (create, update, delete). */
  writable: boolean
  /** What the signed-in user's role may do besides reading (always false when not writable). */
  can: { create: boolean; update: boolean; delete: boolean }
  /** A resource with actions of its own (a voucher's post, reverse): whether the role may do each. */
  actions?: Record<string, boolean>
}

/** The header of a list column and of the CSV export: a field's label or a system column's name. */
export function columnLabel(schema: Pick<ResourceSchema, 'fields'>, column: string): string {
  const field = schema.fields.find((f) => f.name === column)
  if (field) return field.label
  return Object.hasOwn(SYSTEM_COLUMN_LABELS, column) ? SYSTEM_COLUMN_LABELS[column as SystemColumn] : column
}

export interface AdminSchema {
  /**
   * The organisation's time zone (TIME_ZONE, e.g. Asia/Dhaka): datetime inputs show and send the
   * organisation's wall-clock time, wherever the browser is, and say which zone it is.
   */
  timeZone: string
  /** The resources the signed-in user may read. */
  resources: ResourceSchema[]
}

/** The navigation's groups, in order. Entries name their group by id (menu_item.menu_id `group:<id>`). */
export const NAV_GROUPS = [
  { id: 'content', title: 'Site content' },
  { id: 'stories', title: 'Events, projects and blog' },
  { id: 'documents', title: 'Notices and circulars' },
  { id: 'people', title: 'People' },
  { id: 'organisation', title: 'Organisation' },
  { id: 'messages', title: 'Messages' },
  { id: 'membership', title: 'Membership' },
  { id: 'giving', title: 'Giving' },
  { id: 'stores', title: 'Products and stock' },
  { id: 'purchasing', title: 'Purchasing' },
  { id: 'sales', title: 'Customers and orders' },
  { id: 'helpdesk', title: 'Help desk' },
  { id: 'accounting', title: 'Accounting' },
  { id: 'accounts', title: 'Accounts' },
] as const

export type NavGroupId = (typeof NAV_GROUPS)[number]['id']

/**
 * Icons a declaration may name: the back office maps each to its Material icon
 * (admin/layout/icons.ts). A name, not a component, because declarations live on the server.
 */
export const ICON_NAMES = [
  'AccountBalance',
  'AccountTree',
  'Assessment',
  'AdminPanelSettings',
  'Apartment',
  'Article',
  'Badge',
  'Business',
  'Campaign',
  'CardMembership',
  'Category',
  'Checklist',
  'Comment',
  'Description',
  'Event',
  'EventBusy',
  'Flag',
  'FormatQuote',
  'Groups',
  'History',
  'Image',
  'Inventory',
  'LocalOffer',
  'LocalShipping',
  'LocationCity',
  'Map',
  'Mail',
  'MarkEmailRead',
  'MenuOpen',
  'Palette',
  'Payments',
  'People',
  'PhotoLibrary',
  'PinDrop',
  'ReceiptLong',
  'Place',
  'Public',
  'School',
  'Settings',
  'Storefront',
  'SupportAgent',
  'ViewCarousel',
  'VolunteerActivism',
  'Work',
  'Workspaces',
] as const

export type IconName = (typeof ICON_NAMES)[number]

/** The back-office path of a resource's screens. */
export const screenUrl = (resource: string) => `/admin/${resource}`
