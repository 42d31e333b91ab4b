/**
 * Income and expenditure by month as a bar chart drawn in plain SVG (no chart library: twelve
 * pairs of bars need none), scaled to its box so it fits any width. The picture is one image
 * named by the heading and a sentence; its text alternative is the table under it, where each month
 * links to that month's income and expenditure account.
 */
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { Link } from 'react-router'
import type { MonthsFigure } from '../../common/dashboard.ts'
import { visuallyHidden } from '../visually-hidden.ts'
import { chartGeometry } from './chart-geometry.ts'
import { monthText, takaText } from './figure-words.ts'

/** Dark enough for 3:1 against white and apart for colour-blind readers (blue and brown). */
const INCOME = '#01579b'
const EXPENDITURE = '#8a4b00'
const INK = '#555555'

function Legend() {
  const key = (colour: string, name: string) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 2 }}>
      <Box component="span" sx={{ width: 12, height: 12, bgcolor: colour, display: 'inline-block' }} />
      {name}
    </Box>
  )
  return (
    <Typography component="p" variant="body2" aria-hidden="true" sx={{ mb: 1 }}>
      {key(INCOME, 'Income')}
      {key(EXPENDITURE, 'Expenditure')}
    </Typography>
  )
}

export function MonthsChart({ figure }: { figure: MonthsFigure }) {
  const id = useId()
  const chart = chartGeometry(figure.months)
  const first = figure.months[0]
  const last = figure.months.at(-1)
  const span = first && last ? `${monthText(first.month, true)} to ${monthText(last.month, true)}` : ''
  const cell = {
    textAlign: 'right',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    px: 1,
  } as const
  return (
    <Card component="article" variant="outlined" data-figure={figure.key} sx={{ gridColumn: '1 / -1' }}>
      <CardContent>
        <Typography id={`${id}-title`} component="h3" variant="subtitle1" color="text.secondary">
          {figure.label}
        </Typography>
        <Legend />
        <Box
          component="svg"
          viewBox={`0 0 ${chart.width} ${chart.height}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          sx={{ width: '100%', height: 'auto', display: 'block', maxWidth: 760 }}
        >
          <desc id={`${id}-desc`}>
            Income and expenditure bars for each month from {span}; the table below gives the figures.
          </desc>
          {chart.grid.map((g) => (
            <g key={g.label}>
              <line x1={chart.left} x2={chart.width} y1={g.y} y2={g.y} stroke="#d0d0d0" />
              <text x={chart.left - 6} y={g.y + 4} textAnchor="end" fontSize="12" fill={INK}>
                {g.label}
              </text>
            </g>
          ))}
          {chart.months.map((m) => (
            <g key={m.month}>
              <rect {...m.income} fill={INCOME} />
              <rect {...m.expenditure} fill={EXPENDITURE} />
              <text x={m.centre} y={chart.baseline + 16} textAnchor="middle" fontSize="12" fill={INK}>
                {monthText(m.month).slice(0, 3)}
              </text>
            </g>
          ))}
        </Box>
        <Box component="details" sx={{ mt: 1 }}>
          <Box component="summary" sx={{ cursor: 'pointer', py: 0.5 }}>
            The figures by month
          </Box>
          <Box component="table" sx={{ borderCollapse: 'collapse', mt: 1, '& th, & td': { py: 0.25 } }}>
            <Box component="caption" sx={visuallyHidden}>
              {figure.label}, {span}
            </Box>
            <thead>
              <tr>
                <Box component="th" scope="col" sx={{ textAlign: 'left', px: 1 }}>
                  Month
                </Box>
                <Box component="th" scope="col" sx={cell}>
                  Income
                </Box>
                <Box component="th" scope="col" sx={cell}>
                  Expenditure
                </Box>
              </tr>
            </thead>
            <tbody>
              {figure.months.map((m) => (
                <tr key={m.month}>
                  <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 'normal', px: 1 }}>
                    <MuiLink component={Link} to={m.link.href}>
                      {monthText(m.month, true)}
                      <Box component="span" sx={visuallyHidden}>
                        , opens {m.link.opens}
                      </Box>
                    </MuiLink>
                  </Box>
                  <Box component="td" sx={cell}>
                    {takaText(m.income)}
                  </Box>
                  <Box component="td" sx={cell}>
                    {takaText(m.expenditure)}
                  </Box>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </CardContent>
    </Card>
  )
}
