/**
 * A reference chosen from its resource's records, named by that resource's record representation:
 * typed to search when the resource can be searched, else picked from a list of its first hundred.
 *
 * Cascading: with `dependsOn {field, param}`, only the records whose `param` equals this form's
 * `field` value are offered (the list filter `?<param>=<value>`), the input is disabled until that
 * field has a value, and it is cleared when that value changes, so a district never stays under
 * the wrong division. Reusable from custom screens too.
 *
 * Added on the spot: with `creatable`, a name typed that matches no record is offered as a new
 * one (an employee's department), created without leaving the form.
 */
import TextField from '@mui/material/TextField'
import { useEffect, useRef } from 'react'
import {
  AutocompleteInput,
  FormDataConsumer,
  type RaRecord,
  ReferenceInput,
  SelectInput,
  useCreate,
  useInput,
  useNotify,
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
  /**
   * Whether a typed name that matches no record may be added as a new one, holding only that
   * name (searchable references whose records need nothing else, for roles that may create them).
   */
  creatable?: boolean
}

const PAGE = 100
const isEmpty = (value: unknown) => value === undefined || value === null || value === ''

/** Creates a record of `reference` holding only its name, and says so (or why not). */
function useAddByName(reference: string, label: string, optionText: string) {
  const [create] = useCreate()
  const notify = useNotify()
  return async (name?: string): Promise<RaRecord> => {
    try {
      const data = { [optionText]: name?.trim() }
      const record = await create(reference, { data }, { returnPromise: true })
      notify(`${label} "${record[optionText]}" added.`, { type: 'success' })
      return record
    } catch (error) {
      notify((error as Error).message || `The ${label.toLowerCase()} could not be added.`, { type: 'error' })
      throw error
    }
  }
}

function Choice({
  source,
  reference,
  label,
  optionText,
  searchable,
  validate,
  helperText,
  creatable,
  filter,
}: ReferenceChoiceInputProps & { filter?: Record<string, unknown> }) {
  const sort = { field: optionText, order: 'ASC' as const }
  const add = useAddByName(reference, label, optionText)
  return (
    <ReferenceInput source={source} reference={reference} sort={sort} perPage={PAGE} filter={filter}>
      {searchable ? (
        <AutocompleteInput
          label={label}
          optionText={optionText}
          filterToQuery={(q: string) => (q.trim() ? { q } : {})}
          validate={validate}
          helperText={helperText}
          onCreate={creatable ? add : undefined}
          createItemLabel={`Add ${label.toLowerCase()} "%{item}"`}
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
