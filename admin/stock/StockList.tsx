/**
 * Stock: what each branch holds of each product (the stock ledger's last position), with its unit,
 * moving-average cost and value, and a "Low stock" chip where the quantity is at or below the
 * product's threshold. Filters by branch, category (and those below it), low stock only and a
 * search over SKU and name, kept in the address; the total value of every row they match is under
 * the table. A row opens the product's stock card in that branch. Staff who record stock documents
 * get the links to record one and to the documents' list.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Pagination from '@mui/material/Pagination'
import Switch from '@mui/material/Switch'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableFooter from '@mui/material/TableFooter'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { Title } from 'react-admin'
import { Link, useNavigate } from 'react-router'
import { messageOf } from '../giving/donation-api.ts'
import { useAddressParams, useReadOnce } from '../reports/report-hooks.ts'
import { takaOrZero } from '../reports/report-math.ts'
import { useResourceSchema } from '../schema/admin-schema.ts'
import { branches } from '../vouchers/voucher-api.ts'
import { categories, readStock, type StockPage, type StockRow } from './stock-api.ts'
import { rateText, stockCardHref } from './stock-words.ts'

/** The search is sent once typing pauses, not at every keystroke. */
const SEARCH_PAUSE_MS = 300

/** The page for the filters; while another is read, the last one stays on screen under a progress bar. */
function useStockPage(filters: Record<string, string | undefined>) {
  const [read, setRead] = useState<{ key: string; page: StockPage }>()
  const [error, setError] = useState<string>()
  const key = JSON.stringify(filters)
  useEffect(() => {
    let live = true
    setError(undefined)
    readStock(JSON.parse(key)).then(
      (page) => live && setRead({ key, page }),
      (e: unknown) => live && setError(messageOf(e, 'The stock could not be read.')),
    )
    return () => {
      live = false
    }
  }, [key])
  return { page: read?.page, error, loading: !error && read?.key !== key }
}

function StockRowView({ row }: { row: StockRow }) {
  const navigate = useNavigate()
  const href = stockCardHref(row.product, row.branch)
  return (
    <TableRow hover onClick={() => navigate(href)} sx={{ cursor: 'pointer' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.product_sku}</TableCell>
      <TableCell>
        {/* The link is the row's way in from the keyboard; a click anywhere on the row does the same. */}
        <Link to={href} onClick={(e) => e.stopPropagation()}>
          {row.product_name}
        </Link>
      </TableCell>
      <TableCell>{row.branch_name}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {row.quantity} {row.unit}
      </TableCell>
      <TableCell align="right">{rateText(row.average_cost)}</TableCell>
      <TableCell align="right">{takaOrZero(row.value)}</TableCell>
      <TableCell>{row.low_stock && <Chip size="small" color="error" label="Low stock" />}</TableCell>
    </TableRow>
  )
}

export default function StockList() {
  const { search: address, set } = useAddressParams()
  const filters = {
    search: address.get('search') ?? undefined,
    branch: address.get('branch') ?? undefined,
    category: address.get('category') ?? undefined,
    low_stock: address.get('low_stock') ?? undefined,
    page: address.get('page') ?? undefined,
  }
  const [typed, setTyped] = useState(filters.search ?? '')
  const { page, error, loading } = useStockPage(filters)
  const branchOptions = useReadOnce(branches, [])
  const categoryOptions = useReadOnce(categories, [])
  const records = useResourceSchema('stock_adjustment')?.actions?.record === true

  useEffect(() => {
    if (typed === (filters.search ?? '')) return
    const timer = setTimeout(() => set({ search: typed, page: undefined }), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  })

  return (
    <Box sx={{ p: 2 }}>
      <Title title="Stock" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
          Stock
        </Typography>
        <Button component={Link} to="/stock_adjustment">
          Stock adjustments
        </Button>
        {records && (
          <Button component={Link} to="/stock_adjustment/create" variant="contained">
            Record an adjustment or transfer
          </Button>
        )}
      </Box>
      <Box
        component="form"
        aria-label="Stock filters"
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
      >
        <TextField
          type="search"
          label="Search SKU or name"
          size="small"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          sx={{ width: 240 }}
        />
        <TextField
          select
          label="Branch"
          size="small"
          value={filters.branch ?? ''}
          onChange={(e) => set({ branch: e.target.value, page: undefined })}
          sx={{ width: 200 }}
        >
          <MenuItem value="">All branches</MenuItem>
          {branchOptions.map((b) => (
            <MenuItem key={b.id} value={String(b.id)}>
              {b.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Category"
          size="small"
          value={filters.category ?? ''}
          onChange={(e) => set({ category: e.target.value, page: undefined })}
          sx={{ width: 200 }}
        >
          <MenuItem value="">All categories</MenuItem>
          {categoryOptions.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          label="Low stock only"
          control={
            <Switch
              checked={filters.low_stock === 'true'}
              onChange={(e) => set({ low_stock: e.target.checked ? 'true' : undefined, page: undefined })}
            />
          }
        />
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {loading && <LinearProgress aria-label="Reading the stock" />}
      {page && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Stock per product and branch">
            <TableHead>
              <TableRow>
                <TableCell>SKU</TableCell>
                <TableCell>Product</TableCell>
                <TableCell>Branch</TableCell>
                <TableCell align="right">Quantity</TableCell>
                <TableCell align="right">Average cost</TableCell>
                <TableCell align="right">Value</TableCell>
                <TableCell>Stock level</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.inventories.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>No stock matches these filters.</TableCell>
                </TableRow>
              )}
              {page.inventories.map((row) => (
                <StockRowView key={`${row.product}-${row.branch}`} row={row} />
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell component="th" scope="row" colSpan={5}>
                  Total value of the {page.total_elements} {page.total_elements === 1 ? 'row' : 'rows'} found
                </TableCell>
                <TableCell align="right" data-testid="stock-total-value">
                  {takaOrZero(page.total_value)}
                </TableCell>
                <TableCell />
              </TableRow>
            </TableFooter>
          </Table>
        </Box>
      )}
      {page && page.total_pages > 1 && (
        <Pagination
          count={page.total_pages}
          page={page.page}
          onChange={(_, to) => set({ page: to > 1 ? String(to) : undefined })}
          aria-label="Stock pages"
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  )
}
