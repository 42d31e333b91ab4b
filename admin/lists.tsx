/**
 * The pieces every list screen shares: a list searched through the API's search/ (the `q` filter),
 * dates in the organisation's format, and reading a small resource whole (permissions, menu items).
 */
import Typography from '@mui/material/Typography'
import { type ReactElement, useEffect } from 'react'
import {
  List,
  type ListProps,
  type RaRecord,
  SearchInput,
  type SortPayload,
  useInfiniteGetList,
  useRecordContext,
} from 'react-admin'
import { formatOrgDate } from './dates.ts'

/** The API clamps pages to 100 rows. */
const PAGE_SIZE = 100

type SearchListProps = Omit<ListProps, 'filters'> & {
  /** What the search box searches, e.g. "Search titles"; also its accessible name. */
  search: string
  /** Filters besides the search box (the audit log's). */
  filters?: ReactElement[]
}

/**
 * A wide table scrolls sideways inside its own box rather than widening the page (a tablet at
 * 820 px with the menu open has about 560 px for it). Nothing above the table clips vertically, so
 * the bar of bulk actions (Delete the selected rows) can stick under the app bar while rows are
 * selected: a keyboard user selecting a row far down the list still sees, above the list, what
 * the selection offers. react-admin's own rule pulls the bar up over the list's toolbar instead.
 */
export const scrollingListSx = {
  '& .RaList-main': { minWidth: 0 },
  // The card's own overflow (hidden) would make it the bar's scrolling box and the bar never stick.
  '& .RaList-content': { overflow: 'visible' },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
  // The bar's own box (react-admin's unnamed wrapper around it) sticks; the bar stays in it, in flow.
  '& div:has(> .RaBulkActionsToolbar-toolbar)': {
    position: 'sticky',
    // Under react-admin's app bar, which is fixed and 48 px high at every width (its dense toolbar).
    top: 48,
    zIndex: 3,
  },
  // With its attribute: react-admin's own rule for the bar is as specific as the class alone, and comes later.
  '& .RaBulkActionsToolbar-toolbar[data-test="bulk-actions-toolbar"]': {
    position: 'relative',
    transform: 'none',
  },
  '& .RaDatagrid-row:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: -2,
  },
} as const

/** A list with a search box always shown; the data provider sends it to search/?searchKey=. */
export function SearchList({ search, filters = [], ...props }: SearchListProps) {
  return (
    <List
      perPage={25}
      // react-admin's page for an empty list hides the search box and fails contrast: keep the list.
      empty={false}
      sx={scrollingListSx}
      filters={[
        <SearchInput
          key="q"
          source="q"
          alwaysOn
          placeholder={search}
          slotProps={{ htmlInput: { 'aria-label': search } }}
        />,
        ...filters,
      ]}
      {...props}
    />
  )
}

/** Props of a list field; label and sortable are read by Datagrid for the column's header. */
interface ColumnFieldProps {
  source: string
  label?: string
  sortable?: boolean
  /** The field the column orders by when it is not `source` (a timestamp by id). */
  sortBy?: string
}

/**
 * A date or timestamp of the record, as formatOrgDate shows it, in a <time> element. On one line:
 * a column of "21 May" over "2026" reads as two values.
 */
export function OrgDateField({ source }: ColumnFieldProps) {
  const value = useRecordContext()?.[source]
  if (value === null || value === undefined || value === '') return null
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      <time dateTime={String(value)}>{formatOrgDate(value)}</time>
    </Typography>
  )
}

/**
 * A small image of the record (a slide, a photo) for a list row. Its alt is empty: the row names
 * the record in its other columns, so the picture adds nothing a screen reader should repeat.
 */
export function ThumbnailField({ source }: ColumnFieldProps) {
  const src = useRecordContext()?.[source]
  if (typeof src !== 'string' || src === '') return null
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      style={{ display: 'block', width: 72, height: 48, objectFit: 'cover' }}
    />
  )
}

/**
 * Every record of a resource that stays small (permissions, menu items, role menus), page after
 * page of 100 until the total is reached, so a screen never works on a silently cut list.
 */
export function useAllRecords<T extends RaRecord = RaRecord>(
  resource: string,
  sort: SortPayload = { field: 'id', order: 'ASC' },
) {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isPending, error, refetch } =
    useInfiniteGetList<T>(resource, { pagination: { page: 1, perPage: PAGE_SIZE }, sort })
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  const records = data?.pages.flatMap((page) => page.data) ?? []
  return { records, isPending: isPending || hasNextPage === true, error, refetch }
}
