/**
 * Purchases, latest first: the number, the date, the vendor, the branch, whether still a draft or
 * received and paid (confirmed), the net total and what was paid. Searched by number, vendor or
 * the vendor's bill number, filtered by status; a row opens the purchase, and "New purchase"
 * enters one without a request.
 */
import { FunctionField, SelectInput, TextField } from 'react-admin'
import { money } from '../giving/donation-words.ts'
import { OrgDateField } from '../lists.tsx'
import { amountColumn, PurchasingList } from './PurchasingList.tsx'
import type { Purchase } from './purchasing-api.ts'

export const PURCHASE_STATUS: Record<Purchase['status'], string> = {
  draft: 'Draft',
  confirmed: 'Received and paid',
}

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={Object.entries(PURCHASE_STATUS).map(([id, name]) => ({ id, name }))}
    alwaysOn
  />,
]

export default function PurchaseList() {
  return (
    <PurchasingList
      resource="purchase_final"
      title="Purchases"
      search="Search numbers, vendors and their bills"
      createLabel="New purchase"
      filters={filters}
    >
      <TextField source="invoice_no" label="Number" sortable={false} sx={{ whiteSpace: 'nowrap' }} />
      <OrgDateField source="date" label="Date" sortable={false} />
      <FunctionField label="Vendor" render={(p: Purchase) => p.vendor?.name ?? ''} />
      <FunctionField label="Branch" render={(p: Purchase) => p.branch?.name ?? ''} />
      <FunctionField label="Status" render={(p: Purchase) => PURCHASE_STATUS[p.status]} />
      <FunctionField label="Total" {...amountColumn} render={(p: Purchase) => money(p.net_total)} />
      <FunctionField label="Paid" {...amountColumn} render={(p: Purchase) => money(p.paid_amount)} />
    </PurchasingList>
  )
}
