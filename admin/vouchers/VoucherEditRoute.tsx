/**
 * react-admin gives a resource's edit screen every path under /voucher/{id}/ (its route is
 * `:id/*`), so this screen answers two: /voucher/{id} edits a draft, /voucher/{id}/print is the
 * printable voucher, an address that can be bookmarked and opened from the voucher page.
 */
import { useParams } from 'react-router'
import VoucherEntry from './VoucherEntry.tsx'
import VoucherPrint from './VoucherPrint.tsx'

export default function VoucherEditRoute() {
  const { id = '', '*': rest = '' } = useParams()
  if (rest === 'print') return <VoucherPrint id={id} />
  return <VoucherEntry key={id} id={Number(id)} />
}
