/**
 * The frame the three purchasing lists share: the screen's heading, a list of 25 a page searched
 * and filtered on the server (the API's `key` is the search: part of a number, a vendor's name or
 * their bill number), rows that open with a click or Enter, and the button to make a new one for
 * roles that may. Amount columns align right in
 * tabular figures (`amountColumn`).
 */
import Add from '@mui/icons-material/Add'
import Typography from '@mui/material/Typography'
import type { ReactElement, ReactNode } from 'react'
import { Button, type DatagridProps, List, SearchInput, TopToolbar } from 'react-admin'
import { Link } from 'react-router'
import { ListGrid } from '../list-grid.tsx'
import { scrollingListSx } from '../lists.tsx'
import { useResourceSchema } from '../schema/admin-schema.ts'

function Actions({ resource, createLabel }: { resource: string; createLabel?: string }) {
  const mayCreate = useResourceSchema(resource)?.can.create === true
  return (
    <TopToolbar>
      {createLabel && mayCreate && (
        <Button component={Link} to={`/${resource}/create`} label={createLabel}>
          <Add />
        </Button>
      )}
    </TopToolbar>
  )
}

export function PurchasingList({
  resource,
  title,
  search,
  createLabel,
  filters = [],
  rowClick = 'show',
  children,
}: {
  resource: string
  title: string
  /** What the search box searches; none: the list has no search. */
  search?: string
  createLabel?: string
  filters?: ReactElement[]
  /** Where a row leads; default its own page. */
  rowClick?: DatagridProps['rowClick']
  children: ReactNode
}) {
  const searchBox = search
    ? [
        <SearchInput
          key="key"
          source="key"
          alwaysOn
          placeholder={search}
          slotProps={{ htmlInput: { 'aria-label': search } }}
        />,
      ]
    : []
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <List
        resource={resource}
        title={title}
        actions={<Actions resource={resource} createLabel={createLabel} />}
        filters={[...searchBox, ...filters]}
        perPage={25}
        empty={false}
        exporter={false}
        sx={scrollingListSx}
      >
        <ListGrid rowClick={rowClick} bulkActionButtons={false}>
          {children}
        </ListGrid>
      </List>
    </>
  )
}

/**
 * Props of an amount's FunctionField: Datagrid reads a column's header from its direct child's
 * props, so these are spread on the field itself rather than wrapped in a component.
 */
export const amountColumn = {
  sortable: false,
  textAlign: 'right',
  sx: { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
} as const
