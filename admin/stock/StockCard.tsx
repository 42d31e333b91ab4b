/**
 * A product's stock card in one branch (the inventory resource's show route,
 * /inventory/{product}/show?branch=…): the balance before the period, then each movement in date
 * order with its kind, its document (a link where the document has a page), its journal voucher,
 * the reason, what came in and went out, the balance and value it left, and the closing balance.
 * The period and branch are kept in the address like every report's (ReportFrame: Print on A4,
 * Download CSV of the whole period, pages of 50). Without a branch in the address the card opens
 * on the first branch that holds the product.
 */
import { useEffect, useState } from 'react'
import { useResourceDefinitions } from 'react-admin'
import { Link, useParams } from 'react-router'
import { formatOrgDate } from '../dates.ts'
import { messageOf } from '../giving/donation-api.ts'
import { ReportFrame } from '../reports/ReportFrame.tsx'
import { Amount, ReportTable, TotalRow } from '../reports/ReportTable.tsx'
import { periodParams, useReportScreen } from '../reports/report-hooks.ts'
import { takaOrZero } from '../reports/report-math.ts'
import {
  type Movement,
  type ProductStock,
  readProductStock,
  type StockCard,
  stockCardPath,
} from './stock-api.ts'
import { movementKind, rateText, sourceOf } from './stock-words.ts'

function DocumentRef({ movement }: { movement: Movement }) {
  const definitions = useResourceDefinitions()
  const source = sourceOf(movement.source_type, movement.source_id)
  if (!source) return null
  if (!source.resource || !definitions[source.resource]?.hasShow) return <>{source.text}</>
  return <Link to={`/${source.resource}/${movement.source_id}/show`}>{source.text}</Link>
}

function MovementRow({ movement, unit }: { movement: Movement; unit: string }) {
  const moved = (quantity: string) => (quantity === '0' ? '' : quantity)
  return (
    <tr>
      <td className="nowrap">{formatOrgDate(movement.date)}</td>
      <td>{movementKind(movement.kind)}</td>
      <td className="nowrap">
        <DocumentRef movement={movement} />
      </td>
      <td className="nowrap">
        {movement.voucher_id !== null && (
          <Link to={`/voucher/${movement.voucher_id}/show`}>
            {movement.voucher_number ?? `Voucher ${movement.voucher_id}`}
          </Link>
        )}
      </td>
      <td>{movement.reason}</td>
      <Amount>{moved(movement.quantity_in)}</Amount>
      <Amount>{moved(movement.quantity_out)}</Amount>
      <Amount>
        {movement.quantity_after} {unit}
      </Amount>
      {/* Stock going out has no cost of its own: it leaves at the average the movement left. */}
      <Amount>{rateText(movement.unit_cost ?? movement.rate_after)}</Amount>
      <Amount>{takaOrZero(movement.value_after)}</Amount>
    </tr>
  )
}

export default function StockCardScreen() {
  const { id = '' } = useParams()
  const [product, setProduct] = useState<ProductStock>()
  const [failure, setFailure] = useState<string>()
  const { data, filters, set, frame } = useReportScreen<StockCard>((filters) => ({
    path: stockCardPath(id),
    params: periodParams(filters),
    waiting: !filters.branch,
    paged: true,
  }))

  useEffect(() => {
    readProductStock(id).then(setProduct, (e: unknown) =>
      setFailure(messageOf(e, 'The product could not be read.')),
    )
  }, [id])

  // The first branch holding the product, when the address names none.
  const firstBranch = product?.branches[0]?.branch
  useEffect(() => {
    if (!filters.branch && firstBranch !== undefined) set({ branch: String(firstBranch) })
  })

  const unit = product?.unit ?? ''
  const title = product ? `Stock card: ${product.product_name}` : 'Stock card'
  const firstPage = Number(filters.page ?? '1') === 1
  return (
    <ReportFrame
      title={title}
      subject={product ? `${product.product_sku} (${unit})` : undefined}
      {...frame}
      error={failure ?? frame.error}
      allBranches={false}
      home={{ to: '/inventory', label: 'All stock' }}
    >
      {product && product.branches.length === 0 && !filters.branch && (
        <p>No branch has held this product yet: choose a branch to see its card.</p>
      )}
      {data && (
        <ReportTable
          label={title}
          text={['Date', 'Kind', 'Document', 'Voucher', 'Reason']}
          amounts={['In', 'Out', 'Balance', 'Unit cost', 'Value']}
          empty={data.movements.length === 0}
          emptyText="No movements in this period."
          foot={
            <TotalRow label="Closing balance" span={7}>
              <Amount testId="closing-quantity">
                {data.closing.quantity} {unit}
              </Amount>
              <Amount>{rateText(data.closing.rate)}</Amount>
              <Amount testId="closing-value">{takaOrZero(data.closing.value)}</Amount>
            </TotalRow>
          }
        >
          {firstPage && (
            <tr className="strong">
              <td className="nowrap">{formatOrgDate(filters.date_after)}</td>
              <th scope="row" colSpan={6}>
                Opening balance
              </th>
              <Amount testId="opening-quantity">
                {data.opening.quantity} {unit}
              </Amount>
              <Amount>{rateText(data.opening.rate)}</Amount>
              <Amount>{takaOrZero(data.opening.value)}</Amount>
            </tr>
          )}
          {data.movements.map((m) => (
            <MovementRow key={m.id} movement={m} unit={unit} />
          ))}
        </ReportTable>
      )}
    </ReportFrame>
  )
}
