/**
 * An order's life as the order page offers it, without React: the statuses' names and chip
 * colours, and which actions apply in each status for the role. The rules are the server's
 * (server/modules/stores/orders/order-status.ts, order-confirm.ts, order-deliver.ts,
 * order-cancel.ts, sales-return.ts), repeated here only to leave out buttons that would be refused:
 * the server still decides.
 */

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'packaging',
  'on_the_way',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const STATUS_NAMES: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  packaging: 'Packaging',
  on_the_way: 'On the way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

/**
 * Where an order stands for the money: the order list's ?state= (the server's rule,
 * server/modules/stores/orders/order-states.ts); the dashboard's "orders waiting" links with it.
 */
export const MONEY_STATES = [
  { id: 'waiting', name: 'Waiting (not yet delivered)' },
  { id: 'paid', name: 'Paid' },
  { id: 'unpaid', name: 'Unpaid (waiting or on account)' },
] as const

/**
 * Chip colours: waiting grey, under way blue, on the road brown, done green, undone red; each dark
 * enough for white text to pass WCAG AA (MUI's own warning and info do not).
 */
export const STATUS_COLOURS: Record<OrderStatus, string> = {
  pending: '#616161',
  confirmed: '#01579b',
  packaging: '#01579b',
  on_the_way: '#8a4b00',
  delivered: '#1b5e20',
  cancelled: '#b71c1c',
}

export const statusName = (status: string) => STATUS_NAMES[status as OrderStatus] ?? status

export type OrderAction = 'confirm' | 'packaging' | 'on_the_way' | 'deliver' | 'cancel' | 'return'

/** The customerorder permission each action needs (the status moves are an update). */
const PERMISSION: Record<OrderAction, string> = {
  confirm: 'confirm',
  packaging: 'update',
  on_the_way: 'update',
  deliver: 'deliver',
  cancel: 'cancel',
  return: 'return',
}

/** What the server accepts from each status; a cancelled order is finished. */
const ALLOWED: Record<OrderStatus, readonly OrderAction[]> = {
  pending: ['confirm', 'cancel'],
  confirmed: ['packaging', 'on_the_way', 'deliver', 'cancel'],
  packaging: ['on_the_way', 'deliver', 'cancel'],
  on_the_way: ['deliver', 'cancel'],
  delivered: ['return', 'cancel'],
  cancelled: [],
}

/**
 * The actions to offer: those the status allows and the role may do; returning only while some
 * goods delivered have not come back yet.
 */
export function actionsFor(
  status: string,
  may: (permission: string) => boolean,
  somethingReturnable: boolean,
): OrderAction[] {
  const allowed = ALLOWED[status as OrderStatus] ?? []
  return allowed.filter((a) => may(PERMISSION[a]) && (a !== 'return' || somethingReturnable))
}

/** What cancelling does in each status, said in the cancel dialog before anything happens. */
export function cancelExplanation(status: string, invoiceNo: string | null): string {
  switch (status) {
    case 'pending':
      return 'The order is kept, marked cancelled with your reason. Nothing was reserved or booked, so nothing is undone.'
    case 'delivered':
      return 'Everything delivered and not yet returned comes back into stock at its cost, and the sale is booked back with its delivery charge, dated today. This cannot be undone.'
    default:
      return `The stock held aside for it is released. ${invoiceNo ? `Invoice ${invoiceNo} keeps its number, marked cancelled. ` : ''}Nothing was booked, so nothing is reversed.`
  }
}
