/**
 * A reference chosen from its resource's records, named by that resource's record representation:
 * typed to search when the resource can be searched, else picked from a list of its first hundred.
 *
 * Cascading: with `dependsOn {field, param}`, only the records whose `param` equals this form's
 * `field` value are offered (the list filter `?<param>=<value>`), the input is disabled until that
 * field has a value, and it is cleared when that value changes, so a district never stays under
 * the wrong division. Reusable from custom screens (an employee's address, a branch's place).
 */
import TextField from '@mui/material/TextField'
import { useEffect, useRef } from 'react'
import {
  AutocompleteInput,
  FormDataConsumer,
  ReferenceInput,
  SelectInput,
  useInput,
  type Validator,
} from 'react-admin'

export interface ReferenceChoiceInputProps {
  source: string
  /** The referenced resource. */
  reference: string
  label: string
  /** The referenced records' naming field (their admin schema's recordRepresentation). */
  optionText: string
  /** Whether the referenced resource has search/ (an autocomplete) or not (a select). */
  searchable: boolean
  dependsOn?: { field: string; param: string }
  /** What to call the field depended on, in "Choose … first" (default: its name). */
  dependsOnLabel?: string
  validate?: Validator[]
  helperText?: string
}

const PAGE = 100
const isEmpty = (value: unknown) => value === undefined || value === null || value === ''

function Choice({
  source,
  reference,
  label,
  optionText,
  searchable,
  validate,
  helperText,
  filter,
}: ReferenceChoiceInputProps & { filter?: Record<string, unknown> }) {
  const sort = { field: optionText, order: 'ASC' as const }
  return (
    <ReferenceInput source={source} reference={reference} sort={sort} perPage={PAGE} filter={filter}>
      {searchable ? (
        <AutocompleteInput
          label={label}
          optionText={optionText}
          filterToQuery={(q: string) => (q.trim() ? { q } : {})}
          validate={validate}
          helperText={helperText}
          fullWidth
        />
      ) : (
        <SelectInput
          label={label}
          optionText={optionText}
          validate={validate}
          helperText={helperText}
          fullWidth
        />
      )}
    </ReferenceInput>
  )
}

/** The dependent input: it owns the value (so it can clear it) and offers choices once the parent has one. */
function DependentChoice(props: ReferenceChoiceInputProps & { parent: unknown }) {
  const { parent, dependsOn, dependsOnLabel, ...choice } = props
  const { field } = useInput({ source: props.source, validate: props.validate })
  const previous = useRef(parent)
  const { onChange } = field
  useEffect(() => {
    // A new parent value empties the choice; the first value (a record loading) does not.
    if (!isEmpty(previous.current) && previous.current !== parent) onChange(null)
    previous.current = parent
  }, [parent, onChange])
  if (!dependsOn || isEmpty(parent)) {
    return (
      <TextField
        label={props.label}
        value=""
        disabled
        fullWidth
        helperText={`Choose the ${(dependsOnLabel ?? dependsOn?.field ?? '').toLowerCase()} first.`}
        sx={{ mb: 1 }}
      />
    )
  }
  return <Choice key={String(parent)} {...choice} filter={{ [dependsOn.param]: parent }} />
}

export function ReferenceChoiceInput(props: ReferenceChoiceInputProps) {
  const { dependsOn } = props
  if (!dependsOn) return <Choice {...props} />
  return (
    <FormDataConsumer>
      {({ formData }) => <DependentChoice {...props} parent={formData?.[dependsOn.field]} />}
    </FormDataConsumer>
  )
}
