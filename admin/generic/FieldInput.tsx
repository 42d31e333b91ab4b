/**
 * The input of one field of the admin schema, by its kind: text (in lines when multiline), rich
 * text, email, link, whole number, decimal (typed as text and checked as such, never a float),
 * switch, date, date and time (the organisation's wall clock), choice, reference (with cascading),
 * several references, file, password; a duration in minutes says what the number typed comes to.
 * Label, help text and checks come from the schema; the server's field errors land under the same
 * input (admin/providers/http.ts).
 */
import {
  AutocompleteArrayInput,
  BooleanInput,
  DateInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin'
import { useWatch } from 'react-hook-form'
import { formatWorkingTime } from '../../common/business-clock.ts'
import type { AdminSchema, FieldSchema } from '../../common/resource-schema.ts'
import { UploadInput } from '../forms.tsx'
import { canAddByName } from './add-by-name.ts'
import { fromWallClockInput, toWallClockInput } from './datetime.ts'
import { HtmlInput } from './HtmlInput.tsx'
import { ReferenceChoiceInput } from './ReferenceChoiceInput.tsx'
import { checksOf } from './validation.ts'

interface FieldInputProps {
  field: FieldSchema
  /** The whole schema: a reference's target names its records, datetimes use its time zone. */
  schema: AdminSchema
  /** The other fields of the form (a cascading reference names the field it depends on). */
  fields: readonly FieldSchema[]
  mode: 'create' | 'edit'
}

export function FieldInput({ field, schema, fields, mode }: FieldInputProps) {
  const validate = checksOf(field, mode)
  const common = {
    source: field.name,
    label: field.label,
    helperText: field.help,
    validate,
  }
  switch (field.kind) {
    case 'html':
      return <HtmlInput {...common} />
    case 'email':
      return <TextInput {...common} type="email" fullWidth />
    case 'url':
      return <TextInput {...common} type="url" fullWidth />
    case 'int':
      return field.minutes ? <MinutesInput {...common} /> : <NumberInput {...common} step={1} />
    case 'decimal':
      return (
        <TextInput
          {...common}
          parse={(value: string) => value.trim()}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )
    case 'bool':
      return <BooleanInput {...common} />
    case 'date':
      return <DateInput {...common} />
    case 'datetime':
      return (
        <TextInput
          {...common}
          type="datetime-local"
          format={toWallClockInput}
          parse={fromWallClockInput}
          helperText={field.help ?? `In ${schema.timeZone} time.`}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )
    case 'enum':
      return (
        <SelectInput {...common} choices={field.choices ?? []} emptyText={field.nullable ? '—' : undefined} />
      )
    case 'ref':
      return <ReferenceFieldInput field={field} schema={schema} fields={fields} validate={validate} />
    case 'refs':
      return <ReferencesInput field={field} schema={schema} validate={validate} />
    case 'file':
      return (
        <UploadInput
          source={field.name}
          label={field.label}
          kind={field.accept?.includes('pdf') ? 'pdf' : 'image'}
          helperText={field.help}
        />
      )
    case 'password':
      return (
        <PasswordInput
          {...common}
          autoComplete="new-password"
          helperText={field.help ?? (mode === 'edit' ? 'Left empty, it stays as it is.' : undefined)}
        />
      )
    default:
      return field.multiline ? (
        <TextInput {...common} multiline minRows={3} fullWidth />
      ) : (
        <TextInput {...common} fullWidth />
      )
  }
}

type Checks = ReturnType<typeof checksOf>

/**
 * A reference: its target's records by name, a missing one added by its name when that is all it
 * holds; an id box when the user may not read the target.
 */
function ReferenceFieldInput({
  field,
  schema,
  fields,
  validate,
}: Pick<FieldInputProps, 'field' | 'schema' | 'fields'> & { validate: Checks }) {
  const target = schema.resources.find((r) => r.name === field.ref)
  if (!target) return <NumberInput source={field.name} label={`${field.label} (id)`} validate={validate} />
  const parent = field.dependsOn && fields.find((f) => f.name === field.dependsOn?.field)
  return (
    <ReferenceChoiceInput
      source={field.name}
      reference={target.name}
      label={field.label}
      optionText={target.recordRepresentation}
      searchable={target.list.search}
      dependsOn={field.dependsOn}
      dependsOnLabel={parent ? parent.label : undefined}
      // A record added under a parent would lack it: cascading choices only pick.
      creatable={!field.dependsOn && canAddByName(target)}
      validate={validate}
      helperText={field.help}
    />
  )
}

/** Several references: chosen by name (typed when the target can be searched). */
function ReferencesInput({
  field,
  schema,
  validate,
}: Pick<FieldInputProps, 'field' | 'schema'> & { validate: Checks }) {
  const target = schema.resources.find((r) => r.name === field.ref)
  if (!target) return null
  const sort = { field: target.recordRepresentation, order: 'ASC' as const }
  return (
    <ReferenceArrayInput source={field.name} reference={target.name} sort={sort} perPage={100}>
      {target.list.search ? (
        <AutocompleteArrayInput
          label={field.label}
          optionText={target.recordRepresentation}
          filterToQuery={(q: string) => (q.trim() ? { q } : {})}
          validate={validate}
          helperText={field.help}
          fullWidth
        />
      ) : (
        <SelectArrayInput
          label={field.label}
          optionText={target.recordRepresentation}
          validate={validate}
          helperText={field.help}
          fullWidth
        />
      )}
    </ReferenceArrayInput>
  )
}

/** Minutes typed as a number, with what they come to ("= 8 h.") before the field's own help. */
function MinutesInput({
  helperText,
  ...props
}: {
  source: string
  label: string
  helperText?: string
  validate: ReturnType<typeof checksOf>
}) {
  const value = useWatch({ name: props.source })
  const minutes = typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined
  const amount = minutes === undefined ? undefined : `= ${formatWorkingTime(minutes * 60_000)}.`
  return (
    <NumberInput
      {...props}
      step={1}
      helperText={[amount, helperText].filter(Boolean).join(' ') || undefined}
    />
  )
}
