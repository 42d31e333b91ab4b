/**
 * Causes: the generic list with what each raised (the sum of its completed gifts, which nobody
 * types) after its goal, then its status. A row opens the cause, where its blocks and images are.
 */
import { FunctionField, type RaRecord } from 'react-admin'
import { formatTaka, parseAmount } from '../../common/money.ts'
import GenericList from '../generic/GenericList.tsx'
import { ValueField } from '../generic/ValueField.tsx'
import { useAdminSchema, useResourceSchema } from '../schema/admin-schema.ts'

const raised = (cause: RaRecord) => formatTaka(parseAmount(cause.raised_amount) ?? 0n)

export default function CauseList() {
  const schema = useAdminSchema()
  const status = useResourceSchema()?.fields.find((f) => f.name === 'status')
  return (
    <GenericList
      trailingColumns={[
        <FunctionField
          key="raised"
          source="raised_amount"
          label="Raised (Tk)"
          sortable={false}
          render={raised}
        />,
        ...(schema && status
          ? [
              <ValueField
                key="status"
                source="status"
                label={status.label}
                sortable
                field={status}
                schema={schema}
                inList
              />,
            ]
          : []),
      ]}
    />
  )
}
