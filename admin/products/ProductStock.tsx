/**
 * What the product holds now in each branch where its stock has moved, read-only (only stock
 * documents change it), with its total and a link to each branch's stock card (/inventory/{id}/show?branch=…).
 */
import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { formatTaka, parseAmount } from '../../common/money.ts'
import { stockCardHref } from '../stock/stock-words.ts'
import { visuallyHidden } from '../visually-hidden.ts'
import { ProductPanel } from './ProductPanel.tsx'

export interface ProductStockShown {
  quantity: string
  value: string
  branches: { branch: { id: number; name: string } | null; quantity: string; value: string }[]
}

const taka = (value: string) => formatTaka(parseAmount(value) ?? 0n, { symbol: true })

export function ProductStock({
  productId,
  stock,
  unit,
}: {
  productId: number
  stock: ProductStockShown | null | undefined
  unit: string
}) {
  const rows = stock?.branches ?? []
  return (
    <ProductPanel title="Stock by branch">
      {rows.length === 0 ? (
        <Typography variant="body2">No stock of this product has moved yet.</Typography>
      ) : (
        <Table size="small" sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Branch
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Quantity
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Value
              </TableCell>
              <TableCell component="th" scope="col">
                <Box component="span" sx={visuallyHidden}>
                  Movements
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ branch, quantity, value }) => (
              <TableRow key={branch?.id ?? 'unknown'}>
                <TableCell component="th" scope="row">
                  {branch?.name ?? 'Unknown branch'}
                </TableCell>
                <TableCell align="right">
                  {quantity} {unit}
                </TableCell>
                <TableCell align="right">{taka(value)}</TableCell>
                <TableCell>
                  {branch && (
                    <Link
                      to={stockCardHref(productId, branch.id)}
                      aria-label={`Stock card of ${branch.name}`}
                    >
                      Stock card
                    </Link>
                  )}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                All branches
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {stock?.quantity} {unit}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {taka(stock?.value ?? '0')}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      )}
    </ProductPanel>
  )
}
