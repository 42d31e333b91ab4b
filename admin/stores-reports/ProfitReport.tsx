/**
 * The profit report (issue 15 item 6): delivered orders' revenue (what the Sales ledger kept, net
 * of discounts and returns), cost (what Cost of Goods Sold kept), margin and margin %, either per
 * order (50 a page) or per product, with the totals of every order the filters match. Filters: the
 * delivery dates, branch, customer and product; with a product chosen an order's row is the whole
 * order but the totals are that product's lines, so the footer says so.
 */
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { Link } from 'react-router'
import { formatOrgDate } from '../dates.ts'
import { ReportFrame } from '../reports/ReportFrame.tsx'
import { Amount, ReportTable, TotalRow } from '../reports/ReportTable.tsx'
import { type Params, periodParams, useReportScreen } from '../reports/report-hooks.ts'
import { takaOrZero } from '../reports/report-math.ts'
import { ChoiceFilter, useChosenName } from './ChoiceFilter.tsx'
import { ORDER_REPORTS_HOME } from './order-report-paths.ts'
import { percentText } from './report-words.ts'
import {
  type ProfitReport as Answer,
  customerChoices,
  PROFIT,
  type ProfitFigures,
  productChoices,
} from './stores-report-api.ts'

const FIGURES = ['Quantity', 'Revenue', 'Cost', 'Margin', 'Margin %']

/** Per product rather than per order (?view=product). */
const byProduct = (filters: Params) => filters.view === 'product'

/** A row's five figures, right-aligned; `testId` names the totals' cells for the browser test. */
function FigureCells({ figures, testId }: { figures: ProfitFigures; testId?: string }) {
  const id = (name: string) => (testId ? `${testId}-${name}` : undefined)
  return (
    <>
      <Amount testId={id('quantity')}>{figures.quantity}</Amount>
      <Amount testId={id('revenue')}>{takaOrZero(figures.revenue)}</Amount>
      <Amount testId={id('cost')}>{takaOrZero(figures.cost)}</Amount>
      <Amount testId={id('margin')}>{takaOrZero(figures.margin)}</Amount>
      <Amount testId={id('margin-percent')}>{percentText(figures.margin_percent)}</Amount>
    </>
  )
}

export default function ProfitReport() {
  const { data, filters, set, frame } = useReportScreen<Answer>((f) => ({
    path: PROFIT,
    params: { ...periodParams(f), customer: f.customer, product: f.product },
    // Only the orders are paged: the products come whole with every page.
    paged: !byProduct(f),
  }))
  const customer = useChosenName(customerChoices, filters.customer)
  const product = useChosenName(productChoices, filters.product)
  const totalLabel = filters.product ? `Total of ${product ?? 'the product'}’s lines` : 'Total'
  const extra = (
    <>
      <ChoiceFilter
        name="customer"
        label="Customer"
        every="Every customer"
        read={customerChoices}
        filters={filters}
        set={set}
      />
      <ChoiceFilter
        name="product"
        label="Product"
        every="Every product"
        read={productChoices}
        filters={filters}
        set={set}
        width={260}
      />
      <TextField
        select
        label="Show"
        size="small"
        fullWidth={false}
        value={byProduct(filters) ? 'product' : 'order'}
        onChange={(e) => set({ view: e.target.value === 'product' ? 'product' : undefined, page: undefined })}
        sx={{ width: 160 }}
      >
        <MenuItem value="order">Per order</MenuItem>
        <MenuItem value="product">Per product</MenuItem>
      </TextField>
    </>
  )
  const title = byProduct(filters) ? 'Profit per product' : 'Profit per order'
  return (
    <ReportFrame
      title={title}
      {...frame}
      pages={byProduct(filters) ? undefined : frame.pages}
      home={ORDER_REPORTS_HOME}
      extra={extra}
      subject={[customer, product].filter(Boolean).join(', ') || undefined}
    >
      {data &&
        (byProduct(filters) ? (
          <ReportTable
            label={title}
            text={['SKU', 'Product']}
            amounts={FIGURES}
            empty={data.products.length === 0}
            emptyText="No delivered orders in this period."
            foot={
              <TotalRow label={totalLabel} span={2}>
                <FigureCells figures={data.totals} testId="total" />
              </TotalRow>
            }
          >
            {data.products.map((p) => (
              <tr key={p.id}>
                <td className="nowrap">{p.sku}</td>
                <th scope="row">{p.name}</th>
                <FigureCells figures={p} />
              </tr>
            ))}
          </ReportTable>
        ) : (
          <ReportTable
            label={title}
            text={['Order', 'Delivered', 'Customer']}
            amounts={FIGURES}
            empty={data.orders.length === 0}
            emptyText="No delivered orders in this period."
            foot={
              <TotalRow label={totalLabel} span={3}>
                <FigureCells figures={data.totals} testId="total" />
              </TotalRow>
            }
          >
            {data.orders.map((o) => (
              <tr key={o.id}>
                <th scope="row" className="nowrap">
                  <Link to={`/order/${o.id}/show`}>{o.order_no}</Link>
                </th>
                <td className="nowrap">{formatOrgDate(o.delivered_on)}</td>
                <td>{o.customer ?? 'Walk-in customer'}</td>
                <FigureCells figures={o} />
              </tr>
            ))}
          </ReportTable>
        ))}
    </ReportFrame>
  )
}
