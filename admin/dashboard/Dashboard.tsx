/**
 * The first screen after signing in: how much content there is, shortcuts to the everyday jobs,
 * and the latest changes. Counts
 * come from each list's total (one row asked for); a count the role may not read is not shown.
 */
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Title, useGetList, usePermissions } from 'react-admin'
import { Link as RouterLink } from 'react-router'
import { formatOrgDate } from '../dates.ts'
import { permits } from '../providers/auth-provider.ts'

interface Count {
  label: string
  resource: string
  filter?: Record<string, unknown>
}

// Menus, images, notices, circulars and employees are public; users are not.
const COUNTS: Count[] = [
  { label: 'Published pages', resource: 'cms_menu', filter: { is_published: 'true' } },
  { label: 'Images', resource: 'cms_menu_content_image' },
  { label: 'Notices', resource: 'notice' },
  { label: 'Circulars', resource: 'circular' },
  { label: 'Employees', resource: 'employee' },
  { label: 'Users', resource: 'user' },
]
const PUBLIC = new Set(['cms_menu', 'cms_menu_content_image', 'notice', 'circular', 'employee'])

function CountCard({ label, resource, filter = {} }: Count) {
  const { total, isPending, error } = useGetList(resource, {
    pagination: { page: 1, perPage: 1 },
    filter,
  })
  const value = isPending ? '…' : error ? '—' : String(total ?? 0)
  return (
    <Card component="section" aria-label={label}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" color="text.secondary">
          {label}
        </Typography>
        <Typography component="p" variant="h4" data-count={resource}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  )
}

interface AuditEntry {
  id: number
  user_email: string | null
  resource: string
  record_id: number | null
  action: string
  created_at: string
}

function LatestChanges() {
  const { data, isPending, error } = useGetList<AuditEntry>('audit_log', {
    pagination: { page: 1, perPage: 8 },
    sort: { field: 'id', order: 'DESC' },
  })
  return (
    <Card component="section" aria-labelledby="latest-changes">
      <CardContent>
        <Typography id="latest-changes" component="h2" variant="h6" gutterBottom>
          Latest changes
        </Typography>
        {isPending ? (
          <Typography>Loading…</Typography>
        ) : error ? (
          <Typography color="error">The audit log could not be read.</Typography>
        ) : data?.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {data.map((entry) => (
              <li key={entry.id}>
                <Typography variant="body2">
                  <time dateTime={entry.created_at}>{formatOrgDate(entry.created_at)}</time>:{' '}
                  {entry.user_email ?? 'the system'} {entry.action}d {entry.resource.replaceAll('_', ' ')}
                  {entry.record_id === null ? '' : ` #${entry.record_id}`}
                </Typography>
              </li>
            ))}
          </Box>
        ) : (
          <Typography>No changes yet.</Typography>
        )}
      </CardContent>
    </Card>
  )
}

/** The everyday jobs, one click away for someone new; each shown only if the role may do it. */
const SHORTCUTS = [
  { label: 'Edit the site’s pages and menus', to: '/cms_menu', resource: 'cms_menu', action: 'list' },
  { label: 'Add a notice with its PDF', to: '/notice/create', resource: 'notice', action: 'create' },
  {
    label: 'Change the home page slider',
    to: '/homepage_slider',
    resource: 'homepage_slider',
    action: 'list',
  },
  {
    label: 'Change the logo, contacts or social links',
    to: '/general_setting',
    resource: 'general_setting',
    action: 'edit',
  },
] as const

function Shortcuts({ permissions }: { permissions: readonly string[] }) {
  const shown = SHORTCUTS.filter((s) => permits(permissions, s.resource, s.action))
  return (
    <Card component="section" aria-labelledby="shortcuts" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="shortcuts" component="h2" variant="h6" gutterBottom>
          Start here
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
          {shown.map((s) => (
            <li key={s.to}>
              <Link component={RouterLink} to={s.to}>
                {s.label}
              </Link>
            </li>
          ))}
          <li>
            <Link href="/" target="_blank" rel="noopener">
              Open the public site (new tab)
            </Link>
          </li>
        </Box>
      </CardContent>
    </Card>
  )
}

export default function Dashboard() {
  const { permissions, isPending } = usePermissions<string[]>()
  const mayRead = (resource: string) => PUBLIC.has(resource) || permits(permissions ?? [], resource, 'list')
  return (
    <Box component="main" sx={{ py: 2 }}>
      <Title title="Dashboard" />
      <Typography component="h1" variant="h5" gutterBottom>
        Dashboard
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', mb: 2 }}
      >
        {COUNTS.filter((c) => !isPending && mayRead(c.resource)).map((c) => (
          <CountCard key={c.resource} {...c} />
        ))}
      </Box>
      {!isPending && <Shortcuts permissions={permissions ?? []} />}
      {!isPending && mayRead('audit_log') && <LatestChanges />}
    </Box>
  )
}
