/**
 * A declaration as the back office reads it (GET /api/v1/admin/schema, common/resource-schema.ts):
 * its fields with labels, its list (columns, order, search, filters, export) and its navigation
 * entry. What the declaration leaves out is filled in here, so a plain resource declares fields
 * and gets sensible screens:
 * - a label is the wire name in words ("show_on_homepage" → "Show on homepage");
 * - the columns are the first four fields that read well in a table, then updated_at;
 * - the order is the first searchable text field A→Z, else the newest id first;
 * - the filters are the enum, bool, ref, date and datetime fields;
 * - a record is named by its name, title or first text field.
 */
import type { FieldSchema, ResourceSchema } from '../../common/resource-schema.ts'
import type { ResourceDeclaration, TableWithId } from './define.ts'
import type { Field } from './fields.ts'
import { columnsOf, filterableFields, sortableColumns, storedFields, systemColumns } from './list-columns.ts'
import { pluralOf } from './navigation-plan.ts'

type AnyResource = ResourceDeclaration<TableWithId>
type Action = 'create' | 'update' | 'delete' | (string & {})

const ACRONYMS = new Set(['id', 'url', 'iso', 'pdf', 'html', 'csv', 'bd'])

/** "show_on_homepage" → "Show on homepage", "iso_code" → "ISO code", "management-team" → "Management team". */
export function wordsOf(name: string): string {
  const words = name
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((word, index) => {
      if (ACRONYMS.has(word.toLowerCase())) return word.toUpperCase()
      return index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word
    })
  return words.join(' ')
}

/** An enum value as staff read it: snake or kebab words spelled out, anything else (BDT, 2026) as stored. */
const choiceName = (value: string) => (/^[a-z][a-z0-9_-]*$/.test(value) ? wordsOf(value) : value)

/** Columns that read well in a table cell: not long HTML, files, lists or secrets. */
const COLUMN_KINDS_LEFT_OUT = new Set(['html', 'file', 'refs', 'password'])
const DEFAULT_COLUMN_COUNT = 4

/** A column default the form can show: a plain value, not SQL (now(), a sequence). */
function plainDefault(resource: AnyResource, f: Field): FieldSchema['default'] {
  const value = f.column ? columnsOf(resource)[f.column]?.default : undefined
  return ['string', 'number', 'boolean'].includes(typeof value)
    ? (value as FieldSchema['default'])
    : undefined
}

function fieldSchema(resource: AnyResource, name: string, f: Field): FieldSchema {
  const schema: FieldSchema = {
    name,
    kind: f.kind,
    label: f.label ?? wordsOf(name),
    required: f.required,
    nullable: f.nullable,
    writeOnly: f.writeOnly,
  }
  if (f.help !== undefined) schema.help = f.help
  if (f.max !== undefined) schema.max = f.max
  if (f.min !== undefined) schema.min = f.min
  if (f.multiline) schema.multiline = true
  if (f.minutes) schema.minutes = true
  if (f.kind === 'decimal') schema.scale = f.scale ?? 2
  if (f.values) schema.choices = f.values.map((value) => ({ id: value, name: choiceName(value) }))
  if (f.ref !== undefined) schema.ref = f.ref
  if (f.dependsOn) schema.dependsOn = { ...f.dependsOn }
  if (f.upload) schema.accept = [...f.upload.accept]
  const initial = plainDefault(resource, f)
  if (initial !== undefined) schema.default = initial
  return schema
}

function defaultColumns(resource: AnyResource): string[] {
  const fields = storedFields(resource)
    .filter(([, f]) => !COLUMN_KINDS_LEFT_OUT.has(f.kind))
    .slice(0, DEFAULT_COLUMN_COUNT)
    .map(([name]) => name)
  const system = systemColumns(resource)
  if (fields.length === 0) return [...system.keys()]
  return system.has('updated_at') ? [...fields, 'updated_at'] : fields
}

function defaultSort(resource: AnyResource): ResourceSchema['list']['sort'] {
  const searchableText = storedFields(resource).find(([, f]) => f.kind === 'text' && f.searchable)
  return searchableText ? { field: searchableText[0], order: 'ASC' } : { field: 'id', order: 'DESC' }
}

/** The wire name of the field that names a record (the admin option, else name, title or the first text field). */
export function recordRepresentation(resource: AnyResource): string {
  return resource.admin?.recordRepresentation ?? defaultRepresentation(resource)
}

function defaultRepresentation(resource: AnyResource): string {
  const fields = storedFields(resource)
  const named = ['name', 'title'].find((wanted) => fields.some(([name]) => name === wanted))
  return named ?? fields.find(([, f]) => f.kind === 'text')?.[0] ?? 'id'
}

/**
 * What the resource's admin options name must exist, or the back office would draw a column of
 * blanks or send a sort the API refuses. Thrown when the app is built, and checked by a test.
 */
export function checkAdminOptions<T extends TableWithId>(declared: ResourceDeclaration<T>): void {
  const resource = declared as unknown as AnyResource
  const admin = resource.admin ?? {}
  const shown = new Set<string>([
    ...systemColumns(resource).keys(),
    ...storedFields(resource).map(([n]) => n),
  ])
  const problems: string[] = []
  for (const column of admin.columns ?? []) {
    if (!shown.has(column)) problems.push(`column "${column}" is not a readable field or system column`)
  }
  if (admin.sort && !sortableColumns(resource).has(admin.sort.field))
    problems.push(`sort field "${admin.sort.field}" cannot be ordered by`)
  const filterable = new Set(filterableFields(resource).map(([name]) => name))
  for (const filter of admin.filters ?? []) {
    if (!filterable.has(filter)) problems.push(`filter "${filter}" is not an enum, bool, ref or date field`)
  }
  if (admin.recordRepresentation !== undefined && !shown.has(admin.recordRepresentation))
    problems.push(`recordRepresentation "${admin.recordRepresentation}" is not a readable field`)
  if (problems.length > 0) throw new Error(`Resource ${resource.name}: ${problems.join('; ')}.`)
}

/** The resource's schema; `may` says whether the reader's role may do an action (default: all). */
export function resourceSchema<T extends TableWithId>(
  declared: ResourceDeclaration<T>,
  may: (action: Action) => boolean = () => true,
): ResourceSchema {
  const resource = declared as unknown as AnyResource
  checkAdminOptions(resource)
  const admin = resource.admin ?? {}
  const fields = Object.entries(resource.fields ?? {}).map(([name, f]) => fieldSchema(resource, name, f))
  // A resource with its own actions (a voucher) is written through its own routes, not its fields.
  const writable = resource.actions ? resource.actions.some((a) => a !== 'read') : fields.length > 0
  const nav = admin.nav
    ? { group: admin.nav.group, icon: admin.nav.icon, order: admin.nav.order ?? 0 }
    : undefined
  return {
    name: resource.name,
    label: resource.label,
    plural: pluralOf(resource),
    recordRepresentation: recordRepresentation(resource),
    fields,
    list: {
      columns: admin.columns ?? defaultColumns(resource),
      sort: admin.sort ?? defaultSort(resource),
      sortable: [...sortableColumns(resource).keys()],
      search: Object.values(resource.fields ?? {}).some((f) => f.searchable && f.column),
      filters: admin.filters ?? filterableFields(resource).map(([name]) => name),
      exportUrl: `/${resource.name}/api/v1/${resource.name}/export/`,
    },
    ...(nav ? { nav } : {}),
    writable,
    can: {
      create: writable && may('create'),
      update: writable && may('update'),
      delete: writable && may('delete'),
    },
    ...(resource.actions
      ? { actions: Object.fromEntries(resource.actions.filter((a) => a !== 'read').map((a) => [a, may(a)])) }
      : {}),
  }
}
