/**
 * The table of every list screen: react-admin's Datagrid with rows that open from the keyboard
 * (each row is a tab stop; Enter does what a click does, and a row reached by Tab is never left
 * under the bar of bulk actions) and, for roles that may delete, a bulk delete that asks first
 * ("Delete 3 notices?") and removes nothing until the server has.
 */
import ActionDelete from '@mui/icons-material/Delete'
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useState } from 'react'
import {
  Button,
  Confirm,
  Datagrid,
  DatagridBody,
  type DatagridProps,
  DatagridRow,
  useBulkDeleteController,
  useGetResourceLabel,
  useListContext,
  useResourceContext,
} from 'react-admin'
import { inSentence } from './i18n.ts'
import { useResourceSchema } from './schema/admin-schema.ts'

/** Enter on a focused row opens it, as a click does (the row's own handler navigates or expands). */
function openOnEnter(event: KeyboardEvent<HTMLTableRowElement>) {
  if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click()
}

/** Room left between the bar of bulk actions and a row scrolled out from under it. */
const AIR = 8

/**
 * A row focused under the bar of bulk actions (sticking under the app bar while rows are selected)
 * scrolls down out from under it: the browser counts the row as in view and would leave it there,
 * unreadable, with the focus ring hidden.
 */
function uncoverOnFocus(event: FocusEvent<HTMLTableRowElement>) {
  if (event.target !== event.currentTarget) return
  const row = event.currentTarget
  const bar = row
    .closest('.RaList-main')
    ?.querySelector('.RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)')
  if (!bar) return
  const covered = bar.getBoundingClientRect().bottom + AIR - row.getBoundingClientRect().top
  if (covered > AIR) window.scrollBy(0, -covered)
}

const keyboardRows = (
  <DatagridBody row={<DatagridRow tabIndex={0} onKeyDown={openOnEnter} onFocus={uncoverOnFocus} />} />
)

/** Deletes the selected rows once the dialog naming how many is confirmed; Cancel keeps them. */
export function BulkDeleteAsking() {
  const { selectedIds } = useListContext()
  const resource = useResourceContext() ?? ''
  const resourceLabel = useGetResourceLabel()
  const [open, setOpen] = useState(false)
  const { handleDelete, isPending } = useBulkDeleteController({
    mutationMode: 'pessimistic',
    mutationOptions: { onSettled: () => setOpen(false) },
  })
  const count = selectedIds.length
  // The bar's buttons sit inside the table's card, whose rows open on click: keep clicks here.
  const ask = (event: MouseEvent) => {
    event.stopPropagation()
    setOpen(true)
  }
  const close = (event: MouseEvent) => {
    event.stopPropagation()
    setOpen(false)
  }
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={ask}>
        <ActionDelete />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="ra.message.bulk_delete_title"
        titleTranslateOptions={{ smart_count: count, name: inSentence(resourceLabel(resource, count)) }}
        content="ra.message.bulk_delete_content"
        contentTranslateOptions={{ smart_count: count }}
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={() => handleDelete()}
        onClose={close}
      />
    </>
  )
}

export function ListGrid({ rowClick, bulkActionButtons, ...props }: DatagridProps) {
  const canDelete = useResourceSchema()?.can.delete === true
  const opens = rowClick !== undefined && rowClick !== false
  return (
    <Datagrid
      rowClick={rowClick}
      bulkActionButtons={bulkActionButtons ?? (canDelete ? <BulkDeleteAsking /> : false)}
      body={opens ? keyboardRows : undefined}
      {...props}
    />
  )
}
