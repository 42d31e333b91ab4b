/**
 * One customer order, followed through its life: its status, who bought and from which branch, how
 * it is paid, the invoice no. with its PDF (a new tab, to print), the sale's voucher once delivered
 * and the reason once cancelled; its items with price, quantity and amount, and the totals; the
 * returns made against it. The actions offered are the ones the order's status allows and the role
 * may do (order-states.ts): confirm (stock reserved, the invoice numbered), packaging, on the way,
 * deliver (stock issued, the sale posted), return items, and cancel with a reason (after delivery
 * the goods come back and the sale is booked back). The server's refusals are shown as it words them.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useState } from 'react'
import { Loading, Title, useNotify } from 'react-admin'
import { Link as RouterLink, useParams } from 'react-router'
import { formatOrgDate } from '../dates.ts'
import { Fact, Facts } from '../facts.tsx'
import { ReasonDialog } from '../giving/ReasonDialog.tsx'
import { useResourceSchema } from '../schema/admin-schema.ts'
import { OrderItemsTable } from './OrderItemsTable.tsx'
import { OrderReturnsTable } from './OrderReturnsTable.tsx'
import { OrderStatusChip } from './OrderStatusChip.tsx'
import {
  cancelOrder,
  confirmOrder,
  deliverOrder,
  moveOrder,
  type Order,
  type OrderWithReturns,
  orderWithReturns,
} from './order-life-api.ts'
import { actionsFor, cancelExplanation, type OrderAction } from './order-states.ts'
import { invoicePdfUrl, refusalOf } from './orders-api.ts'
import { ReturnItemsDialog } from './ReturnItemsDialog.tsx'
import { anythingReturnable, returnableLines } from './returnable.ts'

/** The actions done in one click, with their button and what is said once done. */
const STEPS: Partial<
  Record<OrderAction, { label: string; run: (id: number) => Promise<Order>; done: (o: Order) => string }>
> = {
  confirm: {
    label: 'Confirm',
    run: confirmOrder,
    done: (o) => `Confirmed: stock reserved, invoice ${o.invoice_no}.`,
  },
  packaging: {
    label: 'Mark as packaging',
    run: (id) => moveOrder(id, 'packaging'),
    done: () => 'The order is being packed.',
  },
  on_the_way: {
    label: 'Mark as on the way',
    run: (id) => moveOrder(id, 'on_the_way'),
    done: () => 'The order is on the way.',
  },
  deliver: {
    label: 'Deliver',
    run: deliverOrder,
    done: (o) => `Delivered: stock issued, the sale posted as ${o.sale_voucher_no}.`,
  },
}

export default function OrderShow() {
  const { id = '' } = useParams()
  const [order, setOrder] = useState<OrderWithReturns>()
  const [unreadable, setUnreadable] = useState<string>()
  const [refusal, setRefusal] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState<'cancel' | 'return'>()
  const actions = useResourceSchema('customerorder')?.actions
  const notify = useNotify()

  const load = useCallback(
    () =>
      orderWithReturns(id).then(setOrder, (error: unknown) =>
        setUnreadable(refusalOf(error, 'The order could not be read.')),
      ),
    [id],
  )
  useEffect(() => {
    void load()
  }, [load])

  if (unreadable)
    return (
      <Alert severity="error" role="alert" sx={{ mt: 2 }}>
        {unreadable}
      </Alert>
    )
  if (!order) return <Loading />

  const offered = actionsFor(
    order.status,
    (permission) => actions?.[permission] === true,
    anythingReturnable(returnableLines(order.order_items, order.returns)),
  )

  /** One action at a time: the buttons wait while it runs, then the order is read again. */
  const run = async (work: () => Promise<string>) => {
    setBusy(true)
    setRefusal(undefined)
    try {
      const said = await work()
      await load()
      notify(said, { type: 'success' })
    } catch (error) {
      setRefusal(refusalOf(error, 'The server could not be reached. Nothing changed: try again.'))
    } finally {
      setBusy(false)
    }
  }

  const title = `Order ${order.order_no}`
  return (
    <Paper sx={{ mt: 2, p: 2 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <OrderStatusChip status={order.status} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {offered.map((action) => {
          const step = STEPS[action]
          if (step)
            return (
              <Button
                key={action}
                variant={action === 'confirm' || action === 'deliver' ? 'contained' : 'outlined'}
                disabled={busy}
                onClick={() => void run(async () => step.done(await step.run(order.id)))}
              >
                {step.label}
              </Button>
            )
          return action === 'return' ? (
            <Button key={action} variant="outlined" disabled={busy} onClick={() => setAsking('return')}>
              Return items
            </Button>
          ) : (
            <Button key={action} color="error" disabled={busy} onClick={() => setAsking('cancel')}>
              Cancel order
            </Button>
          )
        })}
        {order.invoice_no && (
          <Button component="a" href={invoicePdfUrl(order.id)} target="_blank" rel="noreferrer">
            Invoice (PDF)
          </Button>
        )}
      </Box>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <Facts>
        <Fact label="Date">{formatOrgDate(order.order_date)}</Fact>
        <Fact label="Customer">
          {order.customer &&
            `${order.customer.name}${order.customer.phone ? ` · ${order.customer.phone}` : ''}`}
        </Fact>
        <Fact label="Phone">{order.user_phone_number}</Fact>
        <Fact label="Branch">{order.branch?.name}</Fact>
        <Fact label="Payment">
          {order.payment_method &&
            `${order.payment_method.name}${order.payment_reference ? ` (${order.payment_reference})` : ''}`}
        </Fact>
        <Fact label="Invoice no.">
          {order.invoice_no && `${order.invoice_no}, ${formatOrgDate(order.invoice_date)}`}
        </Fact>
        <Fact label="Delivered on">{formatOrgDate(order.delivered_on)}</Fact>
        <Fact label="Sale voucher">
          {order.sale_voucher && (
            <Link component={RouterLink} to={`/voucher/${order.sale_voucher}/show`}>
              {order.sale_voucher_no ?? `voucher ${order.sale_voucher}`}
            </Link>
          )}
        </Fact>
        <Fact label="Cancelled">{formatOrgDate(order.cancelled_at)}</Fact>
        <Fact label="Cancel reason">{order.cancel_reason}</Fact>
        <Fact label="Comment">{order.comment}</Fact>
      </Facts>
      <OrderItemsTable order={order} />
      {order.returns.length > 0 && <OrderReturnsTable returns={order.returns} />}
      {asking === 'cancel' && (
        <ReasonDialog
          title={`Cancel order ${order.order_no}?`}
          explanation={cancelExplanation(order.status, order.invoice_no)}
          confirmLabel="Cancel order"
          keepLabel="Keep the order"
          reasonHelp="Kept with the order for whoever reads it later."
          onClose={() => setAsking(undefined)}
          onConfirm={async (reason) => {
            await cancelOrder(order.id, reason)
            setAsking(undefined)
            await load()
            notify('The order is cancelled.', { type: 'info' })
          }}
        />
      )}
      {asking === 'return' && (
        <ReturnItemsDialog
          order={order}
          onClose={() => setAsking(undefined)}
          onReturned={(made) => {
            setAsking(undefined)
            void load()
            notify(`Return ${made.id} recorded: the goods are back in stock.`, { type: 'success' })
          }}
        />
      )}
    </Paper>
  )
}
