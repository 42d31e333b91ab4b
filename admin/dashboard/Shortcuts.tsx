/** The everyday jobs, one click away for someone new; each shown only if the role may do it. */
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { permits } from '../providers/auth-provider.ts'

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

export function Shortcuts({ permissions }: { permissions: readonly string[] }) {
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
              <MuiLink component={Link} to={s.to}>
                {s.label}
              </MuiLink>
            </li>
          ))}
          <li>
            <MuiLink href="/" target="_blank" rel="noopener">
              Open the public site (new tab)
            </MuiLink>
          </li>
        </Box>
      </CardContent>
    </Card>
  )
}
