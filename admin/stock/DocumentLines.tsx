/**
 * The lines of a stock document being recorded: each product with what its branch holds now (and,
 * for a transfer, the branch it goes to), "Add" or "Remove" for an adjustment, the quantity, a unit
 * cost where one applies (opening stock, stock added), what the branch will hold after, and a
 * button to take the line off. Each input is named after its product, and the server's error for
 * the line's field (items[i][quantity]…) shows under it.
 */
import DeleteIcon from '@mui/icons-material/Delete'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import { visuallyHidden } from '../visually-hidden.ts'
import type { StockDocumentKind, StockRow } from './stock-api.ts'
import { type DocumentLine, lineChange, quantityAfter, takesCost } from './stock-document-form.ts'

export interface LinesProps {
  kind: StockDocumentKind
  branch: number | ''
  toBranch: number | ''
  lines: readonly DocumentLine[]
  /** Each product's stock per branch, once read. */
  stock: Readonly<Record<number, readonly StockRow[]>>
  errors: Readonly<Record<string, string>>
  onChange: (index: number, changes: Partial<Omit<DocumentLine, 'product'>>) => void
  onRemove: (index: number) => void
}

const heldIn = (rows: readonly StockRow[] | undefined, branch: number | '') =>
  rows === undefined || branch === '' ? undefined : (rows.find((r) => r.branch === branch)?.quantity ?? '0')

const slim = { htmlInput: { inputMode: 'decimal', style: { textAlign: 'right', width: '6em' } } } as const

export function DocumentLines({
  kind,
  branch,
  toBranch,
  lines,
  stock,
  errors,
  onChange,
  onRemove,
}: LinesProps) {
  const costs = lines.some((l) => takesCost(kind, l))
  const transfer = kind === 'transfer'
  const columns = 5 + (kind === 'adjustment' ? 1 : 0) + (costs ? 1 : 0) + (transfer ? 1 : 0)
  return (
    // Positioned, so the hidden "Remove" heading scrolls with the table instead of widening the page.
    <Box sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table size="small" aria-label="Lines of this stock document">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">{transfer ? 'Held in source now' : 'Held now'}</TableCell>
            {kind === 'adjustment' && <TableCell>Add or remove</TableCell>}
            <TableCell align="right">Quantity</TableCell>
            {costs && <TableCell align="right">Unit cost (Tk)</TableCell>}
            <TableCell align="right">{transfer ? 'Left in source' : 'Held after'}</TableCell>
            {transfer && <TableCell align="right">At destination after</TableCell>}
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Remove
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns}>No products yet: scan or type a SKU above.</TableCell>
            </TableRow>
          )}
          {lines.map((line, i) => {
            const name = line.product.name
            const change = lineChange(kind, line)
            const held = heldIn(stock[line.product.id], branch)
            const arriving = heldIn(stock[line.product.id], toBranch)
            const error = (field: string) => errors[`items[${i}][${field}]`]
            return (
              <TableRow key={line.product.id}>
                <TableCell>
                  {line.product.sku} · {name}
                  {error('product') && (
                    <Box component="span" sx={{ display: 'block', color: 'error.main' }}>
                      {error('product')}
                    </Box>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {held === undefined ? '…' : `${held} ${line.product.unit}`}
                </TableCell>
                {kind === 'adjustment' && (
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      value={line.direction}
                      onChange={(e) =>
                        onChange(i, { direction: e.target.value as DocumentLine['direction'] })
                      }
                      slotProps={{ htmlInput: { 'aria-label': `Add or remove ${name}` } }}
                    >
                      <MenuItem value="remove">Remove</MenuItem>
                      <MenuItem value="add">Add</MenuItem>
                    </TextField>
                  </TableCell>
                )}
                <TableCell align="right">
                  <TextField
                    size="small"
                    value={line.quantity}
                    onChange={(e) => onChange(i, { quantity: e.target.value })}
                    error={Boolean(error('quantity'))}
                    helperText={error('quantity')}
                    slotProps={{
                      ...slim,
                      htmlInput: {
                        ...slim.htmlInput,
                        'aria-label': `Quantity of ${name} (${line.product.unit})`,
                      },
                    }}
                  />
                </TableCell>
                {costs && (
                  <TableCell align="right">
                    {takesCost(kind, line) && (
                      <TextField
                        size="small"
                        value={line.unitCost}
                        onChange={(e) => onChange(i, { unitCost: e.target.value })}
                        error={Boolean(error('unit_cost'))}
                        helperText={error('unit_cost') ?? (kind === 'opening' ? undefined : 'Optional')}
                        slotProps={{
                          ...slim,
                          htmlInput: { ...slim.htmlInput, 'aria-label': `Unit cost of ${name} (Tk)` },
                        }}
                      />
                    )}
                  </TableCell>
                )}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="held-after">
                  {quantityAfter(held, change) ?? ''}
                </TableCell>
                {transfer && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {quantityAfter(arriving, change === undefined ? undefined : -change) ?? ''}
                  </TableCell>
                )}
                <TableCell>
                  <IconButton aria-label={`Remove ${name}`} onClick={() => onRemove(i)}>
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </Box>
  )
}
