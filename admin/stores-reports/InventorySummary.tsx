/**
 * The inventory summary (issue 15 item 5): per product and branch the quantity, average cost and
 * value, low stock marked, 50 rows a page, with the value of every row the filters match. Now, or
 * "as of" the end of a past day (the stock each chain had after its last movement on or before
 * it); the branch, a category (with the categories below it), a product and "low stock only"
 * narrow it. The CSV is the API's, every row and the total value. The day is kept in the address as
 * `date_before`, the name every report gives the end of its period (an "as at" report's only date),
 * so the reports hub's range opens it at the range's end; the API calls it `as_of`.
 */
import TextField from '@mui/material/TextField'
import { ReportFrame } from '../reports/ReportFrame.tsx'
import { Amount, ReportTable, TotalRow } from '../reports/ReportTable.tsx'
import { useReportScreen } from '../reports/report-hooks.ts'
import { takaOrZero } from '../reports/report-math.ts'
import { ChoiceFilter, SwitchFilter, useChosenName } from './ChoiceFilter.tsx'
import { rateText, stockMoment } from './report-words.ts'
import {
  type InventorySummary as Answer,
  categoryChoices,
  INVENTORY,
  productChoices,
} from './stores-report-api.ts'

const TITLE = 'Inventory summary'

export default function InventorySummary() {
  // No default period: without a day the summary is the stock now.
  const { data, filters, set, frame } = useReportScreen<Answer>(
    (f) => ({
      path: INVENTORY,
      params: {
        as_of: f.date_before,
        branch: f.branch,
        category: f.category,
        product: f.product,
        low_stock: f.low_stock,
      },
      paged: true,
    }),
    { withPeriod: false },
  )
  const category = useChosenName(categoryChoices, filters.category)
  const product = useChosenName(productChoices, filters.product)
  const extra = (
    <>
      <TextField
        type="date"
        label="As of (empty: now)"
        size="small"
        fullWidth={false}
        sx={{ width: 190 }}
        value={filters.date_before ?? ''}
        onChange={(e) => set({ date_before: e.target.value, page: undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ChoiceFilter
        name="category"
        label="Category"
        every="Every category"
        read={categoryChoices}
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
      <SwitchFilter name="low_stock" label="Low stock only" filters={filters} set={set} />
    </>
  )
  const subject = [
    stockMoment(filters.date_before),
    category,
    product,
    filters.low_stock === 'true' && 'low stock only',
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <ReportFrame
      title={TITLE}
      {...frame}
      dates={false}
      home={{ to: '/product', label: 'Products' }}
      extra={extra}
      subject={subject}
    >
      {data && (
        <ReportTable
          label={TITLE}
          text={['SKU', 'Product', 'Branch', 'Unit']}
          amounts={['Quantity', 'Average cost', 'Value']}
          empty={data.inventory_summary_reports.length === 0}
          emptyText="No stock matches these filters."
          foot={
            <TotalRow label="Total value" span={6}>
              <Amount testId="total-value">{takaOrZero(data.total_value)}</Amount>
            </TotalRow>
          }
        >
          {data.inventory_summary_reports.map((r) => (
            <tr key={`${r.product}:${r.branch}`} className={r.low_stock ? 'strong' : undefined}>
              <td className="nowrap">{r.product_sku}</td>
              <th scope="row">
                {r.product_name}
                {r.low_stock && ` (low stock: at most ${r.low_stock_threshold})`}
              </th>
              <td>{r.branch_name}</td>
              <td>{r.unit}</td>
              <Amount>{r.quantity}</Amount>
              <Amount>{r.average_cost === null ? '' : rateText(r.average_cost)}</Amount>
              <Amount>{takaOrZero(r.value)}</Amount>
            </tr>
          ))}
        </ReportTable>
      )}
    </ReportFrame>
  )
}
