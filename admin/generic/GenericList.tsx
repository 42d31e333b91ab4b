/**
 * The list of a resource without screens of its own, drawn from its admin schema: the schema's
 * columns with their labels, paged and ordered by the server (a sortable column's header orders
 * by it), the search box and filters, the CSV export of every matching row, bulk delete for roles
 * that may delete, and a row that opens with a click or, once focused, with Enter.
 */

import type { KeyboardEvent } from 'react'
import {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  DatagridBody,
  DatagridRow,
  FilterButton,
  List,
  Loading,
  TopToolbar,
} from 'react-admin'
import { columnLabel } from '../../common/resource-schema.ts'
import { scrollingListSx } from '../lists.tsx'
import { useAdminSchema, useResourceSchema } from '../schema/admin-schema.ts'
import { ExportButton } from './ExportButton.tsx'
import { ALWAYS_SHOWN, listFilterInputs } from './list-filters.tsx'
import { ValueField } from './ValueField.tsx'

/** Enter on a focused row opens it, as a click does (the row's own handler navigates). */
function openOnEnter(event: KeyboardEvent<HTMLTableRowElement>) {
  if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click()
}

const rowSx = {
  ...scrollingListSx,
  '& .RaDatagrid-row:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: -2,
  },
} as const

export default function GenericList() {
  const schema = useAdminSchema()
  const resource = useResourceSchema()
  if (!schema || !resource) return <Loading />
  const filters = listFilterInputs(resource, schema)
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
      sx={rowSx}
    >
      <Datagrid
        rowClick={resource.can.update ? 'edit' : 'show'}
        bulkActionButtons={resource.can.delete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
        body={<DatagridBody row={<DatagridRow tabIndex={0} onKeyDown={openOnEnter} />} />}
      >
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
      </Datagrid>
    </List>
  )
}
