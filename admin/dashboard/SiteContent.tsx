/**
 * The site's content counted, for everyone who may read it (the Editor's dashboard is mostly
 * this): each count is its list's total (one row asked for) and links to that list. Menus, images,
 * notices, circulars and employees are public; the users are not, so their count needs user.list.
 */

import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Typography from '@mui/material/Typography'
import { useGetList } from 'react-admin'
import { Link } from 'react-router'
import { permits } from '../providers/auth-provider.ts'
import { visuallyHidden } from '../visually-hidden.ts'
import { countText } from './figure-words.ts'

interface Count {
  label: string
  resource: string
  /** The list's filter, the same in the count and the link. */
  filter?: Record<string, string>
  opens: string
}

const COUNTS: Count[] = [
  {
    label: 'Published pages',
    resource: 'cms_menu',
    filter: { is_published: 'true' },
    opens: 'the menus and pages',
  },
  { label: 'Images', resource: 'cms_menu_content_image', opens: 'the image library' },
  { label: 'Notices', resource: 'notice', opens: 'the notices' },
  { label: 'Circulars', resource: 'circular', opens: 'the circulars' },
  { label: 'Employees', resource: 'employee', opens: 'the employees' },
  { label: 'Users', resource: 'user', opens: 'the users' },
]
const PUBLIC = new Set(['cms_menu', 'cms_menu_content_image', 'notice', 'circular', 'employee'])

const hrefOf = ({ resource, filter }: Count) =>
  filter ? `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) })}` : `/${resource}`

function CountCard(count: Count) {
  const { total, isPending, error } = useGetList(count.resource, {
    pagination: { page: 1, perPage: 1 },
    filter: count.filter ?? {},
  })
  const value = isPending ? '…' : error ? '—' : countText(total ?? 0)
  return (
    <Card component="article" variant="outlined">
      <CardActionArea component={Link} to={hrefOf(count)} sx={{ height: '100%', p: 2 }}>
        <Typography component="h3" variant="subtitle1" color="text.secondary">
          {count.label}
        </Typography>
        <Typography component="p" variant="h5" data-count={count.resource}>
          {value}
        </Typography>
        <Box component="span" sx={visuallyHidden}>
          , opens {count.opens}
        </Box>
      </CardActionArea>
    </Card>
  )
}

export function SiteContent({ permissions, grid }: { permissions: readonly string[]; grid: object }) {
  const shown = COUNTS.filter((c) => PUBLIC.has(c.resource) || permits(permissions, c.resource, 'list'))
  return (
    <Box component="section" aria-labelledby="site-content" sx={{ mb: 2 }}>
      <Typography id="site-content" component="h2" variant="h6" gutterBottom>
        Site content
      </Typography>
      <Box sx={grid}>
        {shown.map((c) => (
          <CountCard key={c.resource} {...c} />
        ))}
      </Box>
    </Box>
  )
}
