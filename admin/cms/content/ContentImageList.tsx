/** Every image across menus; a row opens its menu's page screen, where images are uploaded and ordered. */
import type { MouseEvent } from 'react'
import { FunctionField, ImageField, Link, List, NumberField, TextField } from 'react-admin'
import { ListGrid } from '../../list-grid.tsx'
import { scrollingListSx } from '../../lists.tsx'
import { menuContentFilters, pagePath } from './menu-filters.tsx'

interface Row {
  id: number
  head: string
  alt: string | null
  cms_menu: { id: number; name: string } | null
}

export default function ContentImageList() {
  return (
    <List
      sx={scrollingListSx}
      filters={menuContentFilters('Search heads')}
      sort={{ field: 'position', order: 'ASC' }}
    >
      <ListGrid rowClick={(_id, _resource, record) => pagePath(record as Row)}>
        <ImageField
          source="image"
          label="Image"
          sortable={false}
          sx={{ '& img': { maxWidth: 96, maxHeight: 64, objectFit: 'cover' } }}
        />
        <FunctionField<Row>
          label="Menu"
          sortable={false}
          render={(row) =>
            row.cms_menu ? (
              <Link to={`/pages/${row.cms_menu.id}`} onClick={(event: MouseEvent) => event.stopPropagation()}>
                {row.cms_menu.name}
              </Link>
            ) : null
          }
        />
        <TextField source="head" />
        <TextField source="alt" label="Alternative text" emptyText="—" />
        <NumberField source="position" />
      </ListGrid>
    </List>
  )
}
