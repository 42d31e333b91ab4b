/**
 * The page of one menu (/admin/pages/{menuId}): its name, template and public address, then its
 * content blocks and its images.
 */
import OpenInNew from '@mui/icons-material/OpenInNew'
import { Alert, Box, Chip, Link, Typography } from '@mui/material'
import { Loading, Title, useGetList, useGetOne } from 'react-admin'
import { useParams } from 'react-router'
import { menuPath } from '../../../common/menu-path.ts'
import { BlocksSection } from './BlocksSection.tsx'
import { ImagesSection } from './ImagesSection.tsx'
import { MENU_PAGES, menuOwner, ownedQuery } from './owner.ts'
import { templateLabel } from './template-key-hints.ts'
import type { ContentBlock, Menu } from './types.ts'

export default function PageScreen() {
  const menuId = Number(useParams().menuId)
  const {
    data: menu,
    isPending,
    error,
  } = useGetOne<Menu>('cms_menu', { id: menuId }, { enabled: menuId > 0 })
  // The same query as the blocks section's: one request, one cache.
  const { data: blocks = [] } = useGetList<ContentBlock>(MENU_PAGES.blocks, ownedQuery(MENU_PAGES, menuId), {
    enabled: menuId > 0,
  })
  if (!(menuId > 0)) return <Alert severity="error">There is no menu with this address.</Alert>
  if (isPending) return <Loading />
  if (error || !menu) return <Alert severity="error">The menu could not be loaded: {error?.message}</Alert>

  // A menu that is not published is shown to signed-in staff only, as a preview.
  const url = `${menuPath(menu.name, menu.id)}${menu.is_published ? '' : '?preview=1'}`
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Title title={`Page: ${menu.name}`} />
      <Typography component="h1" variant="h5" gutterBottom>
        {menu.name}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 3 }}>
        <Chip label={`Template: ${templateLabel(menu.template)}`} />
        <Chip
          label={menu.is_published ? 'Published' : 'Not published'}
          color={menu.is_published ? 'success' : 'default'}
          variant="outlined"
        />
        <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
          {url}
        </Typography>
        <Link
          href={url}
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          View on site
          <OpenInNew fontSize="small" titleAccess="(opens a new tab)" />
        </Link>
      </Box>
      <BlocksSection owner={menuOwner(menu)} />
      <ImagesSection owner={menuOwner(menu)} blockKeys={blocks.map((b) => b.name)} />
    </Box>
  )
}
