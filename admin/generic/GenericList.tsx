/**
 * The list of a resource without screens of its own, drawn from its admin schema: the schema's
 * columns with their labels, paged and ordered by the server (a sortable column's header orders
 * by it), the search box and filters, the CSV export of every matching row, and ListGrid's rows
 * (opened with a click or, focused, with Enter) and bulk delete that asks first.
 */

import type { ReactElement } from 'react'
import { CreateButton, FilterButton, List, Loading, TopToolbar } from 'react-admin'
import { columnLabel } from '../../common/resource-schema.ts'
import { ListGrid } from '../list-grid.tsx'
import { scrollingListSx } from '../lists.tsx'
import { useAdminSchema, useResourceSchema } from '../schema/admin-schema.ts'
import { ExportButton } from './ExportButton.tsx'
import { ALWAYS_SHOWN, listFilterInputs } from './list-filters.tsx'
import { ValueField } from './ValueField.tsx'

/**
 * What a resource's own list adds to the generic one (the members' number, status and their
 * filters): columns before and after the schema's, filter inputs after the schema's (shown from the
 * Filter button when the list already has its first few), and where a row leads.
 */
export interface GenericListExtras {
  leadingColumns?: ReactElement[]
  trailingColumns?: ReactElement[]
  extraFilters?: ReactElement[]
  rowClick?: 'edit' | 'show'
}

export default function GenericList({
  leadingColumns = [],
  trailingColumns = [],
  extraFilters = [],
  rowClick,
}: GenericListExtras = {}) {
  const schema = useAdminSchema()
  const resource = useResourceSchema()
  if (!schema || !resource) return <Loading />
  const filters = [...listFilterInputs(resource, schema), ...extraFilters]
  const actions = (
    <TopToolbar>
      {filters.length > ALWAYS_SHOWN && <FilterButton />}
      {resource.can.create && <CreateButton />}
      <ExportButton exportUrl={resource.list.exportUrl} />
    </TopToolbar>
  )
  const sortable = new Set(resource.list.sortable)
  return (
    <List
      title={resource.plural}
      sort={resource.list.sort}
      perPage={25}
      filters={filters}
      actions={actions}
      exporter={false}
      // react-admin's page for an empty list hides the search box and fails contrast: keep the list.
      empty={false}
      sx={scrollingListSx}
    >
      <ListGrid rowClick={rowClick ?? (resource.can.update ? 'edit' : 'show')}>
        {leadingColumns}
        {resource.list.columns.map((column) => (
          <ValueField
            key={column}
            source={column}
            label={columnLabel(resource, column)}
            sortable={sortable.has(column)}
            field={resource.fields.find((f) => f.name === column)}
            schema={schema}
            inList
          />
        ))}
        {trailingColumns}
      </ListGrid>
    </List>
  )
}
