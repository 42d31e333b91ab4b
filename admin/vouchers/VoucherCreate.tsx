/** A new voucher: the entry grid with no draft behind it (?type= picks the type, from the list's tab). */
import VoucherEntry from './VoucherEntry.tsx'

export default function VoucherCreate() {
  return <VoucherEntry />
}
