/**
 * A figure on the dashboard: a card that is one link to the list it summarises, named by its
 * label, its value and what it opens (the server's words), so a screen reader's list of links
 * says where each goes. Cash and bank: one link per ledger, to its cash or bank book.
 */
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import type { AmountFigure, BalancesFigure, CountFigure, FigureLink } from '../../common/dashboard.ts'
import { formatOrgDate } from '../dates.ts'
import { visuallyHidden } from '../visually-hidden.ts'
import { giftsText, takaText, valueText } from './figure-words.ts'

/** Read by screen readers after the link's visible words. */
const Opens = ({ link }: { link: FigureLink }) => (
  <Box component="span" sx={visuallyHidden}>
    , opens {link.opens}
  </Box>
)

export function FigureCard({ figure }: { figure: CountFigure | AmountFigure }) {
  return (
    <Card component="article" variant="outlined" data-figure={figure.key}>
      <CardActionArea component={Link} to={figure.link.href} sx={{ height: '100%', p: 2 }}>
        <Typography component="h3" variant="subtitle1" color="text.secondary">
          {figure.label}
        </Typography>
        <Typography component="p" variant="h5" data-value sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {valueText(figure)}
        </Typography>
        {figure.kind === 'amount' && (
          <Typography component="p" variant="body2" color="text.secondary">
            {giftsText(figure.count)}
          </Typography>
        )}
        <Opens link={figure.link} />
      </CardActionArea>
    </Card>
  )
}

/** One ledger a line: its name (wrapping if long) left, its balance right, never wrapped. */
const row = { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 } as const
const amount = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const

export function BalancesCard({ figure }: { figure: BalancesFigure }) {
  return (
    // The whole row: ledger names are long ("Mobile Wallets (bKash, Nagad, Rocket)").
    <Card component="article" variant="outlined" data-figure={figure.key} sx={{ gridColumn: '1 / -1' }}>
      <CardContent>
        <Typography component="h3" variant="subtitle1" color="text.secondary">
          {figure.label}
        </Typography>
        <Typography component="p" variant="body2" color="text.secondary" gutterBottom>
          At the end of {formatOrgDate(figure.as_at)}
        </Typography>
        {figure.balances.length === 0 ? (
          <Typography>No cash or bank ledger yet.</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', maxWidth: '32rem', '& li': { py: 0.5 } }}>
            {figure.balances.map((b) => (
              <li key={b.id}>
                <MuiLink component={Link} to={b.link.href} sx={row} data-ledger={b.id}>
                  <span>{b.name}</span>
                  <Box component="span" sx={amount}>
                    {takaText(b.balance)}
                  </Box>
                  <Opens link={b.link} />
                </MuiLink>
              </li>
            ))}
          </Box>
        )}
        <Typography component="p" sx={{ ...row, maxWidth: '32rem', mt: 1, fontWeight: 600 }}>
          <span>Total</span>
          <Box component="span" sx={amount}>
            {takaText(figure.total)}
          </Box>
        </Typography>
      </CardContent>
    </Card>
  )
}
