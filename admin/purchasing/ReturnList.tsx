/**
 * Goods sent back to vendors, newest first: the day, the purchase they came from (a link to it),
 * its vendor, the reason, what the vendor owes back for them and the voucher that booked it. The
 * purchase and its vendor are read through the purchases' own records (react-admin fetches each
 * purchase on the page once); a row opens that purchase, where a
 * return is made ("Return goods") and its returns are listed.
 */
import { FunctionField, ReferenceField, TextField } from 'react-admin'
import { money } from '../giving/donation-words.ts'
import { OrgDateField } from '../lists.tsx'
import { amountColumn, PurchasingList } from './PurchasingList.tsx'
import type { Purchase, PurchaseReturn } from './purchasing-api.ts'

export default function ReturnList() {
  return (
    <PurchasingList
      resource="purchase_return"
      title="Purchase returns"
      rowClick={(_id, _resource, record) => `/purchase_final/${record.purchase_final}/show`}
    >
      <OrgDateField source="date" label="Date" sortable={false} />
      <ReferenceField
        source="purchase_final"
        reference="purchase_final"
        label="Purchase"
        link="show"
        sortable={false}
      >
        <TextField source="invoice_no" />
      </ReferenceField>
      <ReferenceField
        source="purchase_final"
        reference="purchase_final"
        label="Vendor"
        link={false}
        sortable={false}
      >
        <FunctionField render={(p: Purchase) => p.vendor?.name ?? ''} />
      </ReferenceField>
      <TextField source="reason" label="Reason" sortable={false} />
      <FunctionField label="Value" {...amountColumn} render={(r: PurchaseReturn) => money(r.amount)} />
      <TextField source="voucher_number" label="Voucher" sortable={false} emptyText="" />
    </PurchasingList>
  )
}
