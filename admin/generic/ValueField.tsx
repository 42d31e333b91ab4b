/**
 * One value of a record as the generic list and show screens draw it, by the field's kind: text as
 * is, a switch as yes/no, a choice by its name, dates in the organisation's format, a reference by
 * the referenced record's name, files as a thumbnail or a link, rich text as its words, a duration
 * in minutes as "8 h 30 min". Datagrid reads `source`, `label` and `sortable` from these elements
 * for its header.
 */
import Typography from '@mui/material/Typography'
import { BooleanField, ReferenceField, SelectField, TextField, useRecordContext } from 'react-admin'
import { formatWorkingTime } from '../../common/business-clock.ts'
import type { AdminSchema, FieldSchema } from '../../common/resource-schema.ts'
import { OrgDateField, ThumbnailField } from '../lists.tsx'

export interface ValueFieldProps {
  source: string
  label?: string
  sortable?: boolean
  /** The field of `source`; absent for id, created_at and updated_at. */
  field?: FieldSchema
  schema: AdminSchema
  /** In a list cell, long text is cut short. */
  inList?: boolean
}

const LIST_TEXT = 120

function textOfHtml(html: string): string {
  // DOMParser builds an inert document: nothing in it loads or runs.
  return (
    new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? ''
  )
}

function Plain({ text }: { text: string }) {
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  )
}

/** A reference: a presenter may send the record itself ({id, name}); the default presenter its id. */
function ReferenceValue({ field, schema }: { field: FieldSchema; schema: AdminSchema }) {
  const value = useRecordContext()?.[field.name]
  const target = schema.resources.find((r) => r.name === field.ref)
  if (value === null || value === undefined) return null
  if (typeof value === 'object') {
    const named = value as Record<string, unknown>
    return (
      <Plain text={String(named[target?.recordRepresentation ?? 'name'] ?? named.name ?? named.id ?? '')} />
    )
  }
  if (!target) return <Plain text={String(value)} />
  return <ReferenceField source={field.name} reference={target.name} link={false} />
}

function ListValue({ field, schema }: { field: FieldSchema; schema: AdminSchema }) {
  const value = useRecordContext()?.[field.name]
  if (!Array.isArray(value)) return null
  const target = schema.resources.find((r) => r.name === field.ref)
  const names = value.map((item) =>
    item !== null && typeof item === 'object'
      ? String(
          (item as Record<string, unknown>)[target?.recordRepresentation ?? 'name'] ??
            (item as { id: unknown }).id,
        )
      : String(item),
  )
  return <Plain text={names.join(', ')} />
}

function HtmlValue({ source, inList }: { source: string; inList?: boolean }) {
  const value = useRecordContext()?.[source]
  if (typeof value !== 'string' || value === '') return null
  const text = textOfHtml(value)
  return <Plain text={inList && text.length > LIST_TEXT ? `${text.slice(0, LIST_TEXT)}…` : text} />
}

function FileValue({ field }: { field: FieldSchema }) {
  const value = useRecordContext()?.[field.name]
  if (typeof value !== 'string' || value === '') return null
  if (!field.accept?.includes('pdf')) return <ThumbnailField source={field.name} />
  const name = decodeURIComponent(value.split('/').at(-1) ?? value)
  return (
    <a href={value} target="_blank" rel="noreferrer" onClick={(event) => event.stopPropagation()}>
      {name}
    </a>
  )
}

/** A number of minutes as "8 h 30 min". */
function MinutesValue({ source }: { source: string }) {
  const value = useRecordContext()?.[source]
  if (typeof value !== 'number') return null
  return <Plain text={formatWorkingTime(value * 60_000)} />
}

function LongText({ source, inList }: { source: string; inList?: boolean }) {
  const value = useRecordContext()?.[source]
  if (value === null || value === undefined || value === '') return null
  const text = String(value)
  if (inList && text.length > LIST_TEXT) return <Plain text={`${text.slice(0, LIST_TEXT)}…`} />
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: inList ? undefined : 'pre-wrap' }}>
      {text}
    </Typography>
  )
}

export function ValueField({ source, field, schema, inList }: ValueFieldProps) {
  if (!field) return source === 'id' ? <TextField source="id" /> : <OrgDateField source={source} />
  switch (field.kind) {
    case 'bool':
      return <BooleanField source={source} />
    case 'enum':
      return <SelectField source={source} choices={field.choices ?? []} />
    case 'date':
    case 'datetime':
      return <OrgDateField source={source} />
    case 'ref':
      return <ReferenceValue field={field} schema={schema} />
    case 'refs':
      return <ListValue field={field} schema={schema} />
    case 'html':
      return <HtmlValue source={source} inList={inList} />
    case 'file':
      return <FileValue field={field} />
    case 'int':
      return field.minutes ? <MinutesValue source={source} /> : <LongText source={source} inList={inList} />
    default:
      return <LongText source={source} inList={inList} />
  }
}
