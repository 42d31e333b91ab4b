/**
 * Stock adjustments (the stock_adjustment resource), newest first: each adjustment, opening stock
 * and transfer with its number, date, kind, branch (and the branch a transfer went to), reason,
 * value and journal voucher. The filters are the schema's (search of reasons, kind, branches,
 * dates: generic/list-filters.tsx), kept in the address; "Export CSV" has every matching document.
 * A row opens the document (click, or Enter on a focused row). Staff who may record one get
 * "Record an adjustment or transfer"; the documents themselves are never edited (a correction is a new one).
 */
import Add from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import {
  Button,
  FilterButton,
  FunctionField,
  List,
  Loading,
  NumberField,
  TextField,
  TopToolbar,
} from 'react-admin'
import { Link } from 'react-router'
import { ExportButton } from '../generic/ExportButton.tsx'
import { ALWAYS_SHOWN, listFilterInputs } from '../generic/list-filters.tsx'
import { ListGrid } from '../list-grid.tsx'
import { OrgDateField, scrollingListSx } from '../lists.tsx'
import { takaOrZero } from '../reports/report-math.ts'
import { useAdminSchema, useResourceSchema } from '../schema/admin-schema.ts'
import type { StockDocument } from './stock-api.ts'
import { DOCUMENT_KINDS } from './stock-words.ts'

const rightAligned = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const

export default function StockDocumentList() {
  const schema = useAdminSchema()
  const resource = useResourceSchema('stock_adjustment')
  if (!schema || !resource) return <Loading />
  const filters = listFilterInputs(resource, schema)
  const actions = (
    <TopToolbar>
      {filters.length > ALWAYS_SHOWN && <FilterButton />}
      {resource.actions?.record && (
        <Button component={Link} to="/stock_adjustment/create" label="Record an adjustment or transfer">
          <Add />
        </Button>
      )}
      <ExportButton exportUrl={resource.list.exportUrl} />
    </TopToolbar>
  )
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        Stock adjustments
      </Typography>
      <List
        resource="stock_adjustment"
        title="Stock adjustments"
        sort={resource.list.sort}
        perPage={25}
        filters={filters}
        actions={actions}
        exporter={false}
        empty={false}
        sx={scrollingListSx}
      >
        <ListGrid rowClick="show" bulkActionButtons={false}>
          <NumberField source="id" label="No." />
          <OrgDateField source="date" label="Date" sortable />
          <FunctionField
            source="kind"
            label="Kind"
            render={(d: StockDocument) => DOCUMENT_KINDS[d.kind] ?? d.kind}
          />
          <FunctionField
            label="Branch"
            sortable={false}
            render={(d: StockDocument) =>
              d.to_branch_name ? `${d.branch_name} to ${d.to_branch_name}` : d.branch_name
            }
          />
          <TextField source="reason" label="Reason" sortable={false} />
          <FunctionField
            label="Value"
            textAlign="right"
            sortable={false}
            render={(d: StockDocument) => takaOrZero(d.value)}
            sx={rightAligned}
          />
          <TextField source="voucher_number" label="Voucher" sortable={false} emptyText="" />
        </ListGrid>
      </List>
    </Box>
  )
}
