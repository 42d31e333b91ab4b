/**
 * Purchase requests, newest first: the number, the day raised, the vendor, the status and what the
 * lines add up to. Searched by number or vendor, filtered by status; a row opens the request, and
 * "New purchase request" raises one.
 */
import { FunctionField, SelectInput, TextField } from 'react-admin'
import { money } from '../giving/donation-words.ts'
import { OrgDateField } from '../lists.tsx'
import { amountColumn, PurchasingList } from './PurchasingList.tsx'
import type { PurchaseRequest } from './purchasing-api.ts'

/** The seeded statuses (purchase_status), which the list's `status` filter takes by name. */
export const REQUEST_STATUSES = ['pending', 'processing', 'submitted', 'verified', 'cancelled'] as const

export const statusWord = (name: string | undefined) =>
  name ? `${name.charAt(0).toUpperCase()}${name.slice(1)}` : ''

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={REQUEST_STATUSES.map((id) => ({ id, name: statusWord(id) }))}
    alwaysOn
  />,
]

export default function RequestList() {
  return (
    <PurchasingList
      resource="purchase_request"
      title="Purchase requests"
      search="Search numbers and vendors"
      createLabel="New purchase request"
      filters={filters}
    >
      <TextField source="invoice_no" label="Number" sortable={false} sx={{ whiteSpace: 'nowrap' }} />
      <OrgDateField source="created_at" label="Date" sortable={false} />
      <FunctionField label="Vendor" render={(r: PurchaseRequest) => r.vendor?.name ?? ''} />
      <FunctionField label="Status" render={(r: PurchaseRequest) => statusWord(r.purchase_status?.name)} />
      <FunctionField label="Total" {...amountColumn} render={(r: PurchaseRequest) => money(r.total_price)} />
    </PurchasingList>
  )
}
