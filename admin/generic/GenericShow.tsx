/** One record of a resource without screens of its own: every readable field, then its dates. */
import type { ReactElement, ReactNode } from 'react'
import { EditButton, Loading, Show, SimpleShowLayout, TopToolbar } from 'react-admin'
import { columnLabel, SYSTEM_COLUMN_LABELS } from '../../common/resource-schema.ts'
import { useAdminSchema, useResourceSchema } from '../schema/admin-schema.ts'
import { RecordTitle } from './RecordTitle.tsx'
import { ValueField } from './ValueField.tsx'

const isSystem = (column: string) => Object.hasOwn(SYSTEM_COLUMN_LABELS, column)

/**
 * `leading`: fields a resource's own show screen puts first (a member's number and status);
 * `after`: what it shows below them, in the record's context (a product's stock and pictures).
 */
export default function GenericShow({
  leading = [],
  after,
}: {
  leading?: ReactElement[]
  after?: ReactNode
} = {}) {
  const schema = useAdminSchema()
  const resource = useResourceSchema()
  if (!schema || !resource) return <Loading />
  // The system columns the table has are among the sortable ones: id first, the dates last.
  const system = resource.list.sortable.filter(isSystem)
  const shown = [
    ...system.filter((c) => c === 'id'),
    ...resource.fields.filter((f) => !f.writeOnly).map((f) => f.name),
    ...system.filter((c) => c !== 'id'),
  ]
  return (
    <Show
      title={<RecordTitle resource={resource} />}
      actions={<TopToolbar>{resource.can.update && <EditButton />}</TopToolbar>}
    >
      <SimpleShowLayout>
        {leading}
        {shown.map((name) => (
          <ValueField
            key={name}
            source={name}
            label={columnLabel(resource, name)}
            field={resource.fields.find((f) => f.name === name)}
            schema={schema}
          />
        ))}
      </SimpleShowLayout>
      {after}
    </Show>
  )
}
