/** Every content block across menus; a row opens its menu's page screen, where blocks are edited. */
import type { MouseEvent } from 'react'
import { FunctionField, Link, List, NumberField, TextField } from 'react-admin'
import { ListGrid } from '../../list-grid.tsx'
import { scrollingListSx } from '../../lists.tsx'
import { menuContentFilters, pagePath } from './menu-filters.tsx'

interface Row {
  id: number
  name: string
  value: string
  cms_menu: { id: number; name: string } | null
}

const textOf = (html: string) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > 120 ? `${text.slice(0, 120)}…` : text
}

export default function ContentBlockList() {
  return (
    <List
      sx={scrollingListSx}
      filters={menuContentFilters('Search keys and text')}
      sort={{ field: 'position', order: 'ASC' }}
    >
      <ListGrid rowClick={(_id, _resource, record) => pagePath(record as Row)}>
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
        <TextField source="name" label="Key" />
        <FunctionField<Row> label="Text" sortable={false} render={(row) => textOf(row.value)} />
        <NumberField source="position" />
      </ListGrid>
    </List>
  )
}
