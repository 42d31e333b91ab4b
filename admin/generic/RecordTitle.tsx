/**
 * The title of one record's screen: its resource's singular label and the record's name
 * ("Department: Outreach", as react-admin's own titles read in i18n.ts), not react-admin's default, which uses the plural navigation label.
 */
import { useRecordContext } from 'react-admin'
import type { ResourceSchema } from '../../common/resource-schema.ts'

export function RecordTitle({ resource }: { resource: ResourceSchema }) {
  const record = useRecordContext()
  const name = record?.[resource.recordRepresentation]
  return (
    <span>
      {name === undefined || name === null || name === '' ? resource.label : `${resource.label}: ${name}`}
    </span>
  )
}
