/**
 * A member: the generic page with the member number and the status with its rule at the top, and
 * below it their periods and dues (arrears, receipts, "Collect dues").
 */
import { TextField } from 'react-admin'
import GenericShow from '../generic/GenericShow.tsx'
import { MemberDuesPanel } from './MemberDuesPanel.tsx'
import { MemberStatusField } from './MemberStatusField.tsx'

export default function MemberShow() {
  return (
    <>
      <GenericShow
        leading={[
          <TextField key="number" source="member_number" label="Member number" />,
          <MemberStatusField key="status" label="Status" />,
        ]}
      />
      <MemberDuesPanel />
    </>
  )
}
