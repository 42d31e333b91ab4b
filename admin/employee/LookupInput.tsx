/**
 * A department or designation: chosen by typing part of its name, or added on the spot when it
 * is not there yet (for staff who may create that lookup), without leaving the employee's form.
 */
import {
  AutocompleteInput,
  type RaRecord,
  ReferenceInput,
  useCanAccess,
  useCreate,
  useNotify,
} from 'react-admin'

interface LookupInputProps {
  source: string
  reference: 'department' | 'designation'
  label: string
}

export function LookupInput({ source, reference, label }: LookupInputProps) {
  const [create] = useCreate()
  const notify = useNotify()
  const { canAccess } = useCanAccess({ resource: reference, action: 'create' })

  async function add(name?: string): Promise<RaRecord> {
    try {
      const record = await create(reference, { data: { name: name?.trim() } }, { returnPromise: true })
      notify(`${label} "${record.name}" added.`, { type: 'success' })
      return record
    } catch (error) {
      notify((error as Error).message || `The ${label.toLowerCase()} could not be added.`, { type: 'error' })
      throw error
    }
  }

  return (
    <ReferenceInput
      source={source}
      reference={reference}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={100}
    >
      <AutocompleteInput
        label={label}
        optionText="name"
        filterToQuery={(q: string) => ({ q })}
        onCreate={canAccess ? add : undefined}
        createItemLabel={`Add ${label.toLowerCase()} "%{item}"`}
        fullWidth
      />
    </ReferenceInput>
  )
}
