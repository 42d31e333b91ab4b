/** The audit log's newest entries (the figure "recent changes"), as the log itself words them, and the way to the whole log. */
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import type { ChangesFigure } from '../../common/dashboard.ts'
import { formatOrgDate } from '../dates.ts'
import { changeText } from './figure-words.ts'

export function RecentChanges({ figure }: { figure: ChangesFigure }) {
  return (
    <Card component="section" aria-labelledby="recent-changes" data-figure={figure.key} sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="recent-changes" component="h2" variant="h6" gutterBottom>
          {figure.label}
        </Typography>
        {figure.changes.length === 0 ? (
          <Typography>No changes yet.</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {figure.changes.map((entry) => (
              <li key={entry.id}>
                <Typography variant="body2">
                  <time dateTime={entry.created_at}>{formatOrgDate(entry.created_at)}</time> —{' '}
                  {changeText(entry)}
                </Typography>
              </li>
            ))}
          </Box>
        )}
        <MuiLink component={Link} to={figure.link.href} sx={{ display: 'inline-block', mt: 1 }}>
          Open the audit log
        </MuiLink>
      </CardContent>
    </Card>
  )
}
