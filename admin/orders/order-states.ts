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

/** MUI chip colours: waiting (default), under way (info), done (success), undone (error). */
export const STATUS_COLOURS: Record<OrderStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  pending: 'default',
  confirmed: 'info',
  packaging: 'info',
  on_the_way: 'warning',
  delivered: 'success',
  cancelled: 'error',
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
