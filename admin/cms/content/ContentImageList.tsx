/**
 * Every image across menus, with where else each is used (rich text showing it, another record's
 * file); a row opens its menu's page screen, where images are uploaded and ordered.
 */
import type { MouseEvent } from 'react'
import { FunctionField, Link, List, NumberField, TextField } from 'react-admin'
import { ListFileUsage, RowUsedIn } from '../../file-usage.tsx'
import { ListGrid } from '../../list-grid.tsx'
import { scrollingListSx } from '../../lists.tsx'
import { menuContentFilters, pagePath } from './menu-filters.tsx'

interface Row {
  id: number
  head: string
  image: string
  alt: string | null
  cms_menu: { id: number; name: string } | null
}

export default function ContentImageList() {
  return (
    <List
      sx={scrollingListSx}
      filters={menuContentFilters('Search file names, heads and alt texts')}
      sort={{ field: 'position', order: 'ASC' }}
    >
      <ListFileUsage source="image">
        <ListGrid rowClick={(_id, _resource, record) => pagePath(record as Row)}>
          <FunctionField<Row>
            label="Image"
            sortable={false}
            // The row names the image (head, alt text): the thumbnail adds nothing to read out.
            render={(row) => (
              <img
                src={row.image}
                alt=""
                loading="lazy"
                style={{ maxWidth: 96, maxHeight: 64, objectFit: 'cover' }}
              />
            )}
          />
          <FunctionField<Row>
            label="Menu"
            sortable={false}
            render={(row) =>
              row.cms_menu ? (
                <Link
                  to={`/pages/${row.cms_menu.id}`}
                  onClick={(event: MouseEvent) => event.stopPropagation()}
                >
                  {row.cms_menu.name}
                </Link>
              ) : null
            }
          />
          <TextField source="head" />
          <TextField source="alt" label="Alternative text" emptyText="—" />
          <NumberField source="position" />
          <FunctionField<Row>
            label="Used in"
            sortable={false}
            render={(row) => <RowUsedIn file={row.image} resource="cms_menu_content_image" id={row.id} />}
          />
        </ListGrid>
      </ListFileUsage>
    </List>
  )
}
