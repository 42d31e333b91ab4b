/**
 * The Menus screen: every CMS menu as a tree, moved by dragging (dnd-kit, pointer or keyboard) or
 * by each row's Move button, published or hidden, given a template (both after a question saying
 * what visitors will see), renamed, deleted. Changes show
 * at once and are saved in the order they were made; if the server refuses one, its reason is
 * shown and the tree is read again.
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import Add from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useMemo, useRef, useState } from 'react'
import { Confirm, Title, useCanAccess, useDataProvider, useNotify, usePermissions } from 'react-admin'
import { Link } from 'react-router'
import { AccessDenied } from '../../layout/AccessDenied.tsx'
import { permits } from '../../providers/auth-provider.ts'
import type { KizunaDataProvider } from '../../providers/data-provider.ts'
import { isSignedOutWrite } from '../../providers/http.ts'
import { useAllMenus } from './all-menus.ts'
import { INDENT, MenuRow } from './MenuRow.tsx'
import {
  applyMove,
  canMoveUnder,
  flattenTree,
  isNoMove,
  type KeyboardMove,
  keyboardMove,
  type MenuItem,
  type Move,
  projectDrop,
  rowsWhileDragging,
} from './menu-tree.ts'

const DIRECTIONS: KeyboardMove[] = ['up', 'down', 'indent', 'outdent']

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The change could not be saved.'

type MenuChange = { is_published?: boolean; template?: string }

/** The question asked before a change, saying what it changes for visitors. */
function changeQuestion(
  item: MenuItem,
  data: MenuChange,
): { title: string; content: string; confirm: string } {
  const name = `“${item.name}”`
  if (data.is_published === false)
    return {
      title: `Unpublish ${name}?`,
      content:
        'Visitors will no longer see it or its sub-menus: they leave the navigation and their pages answer “not found”. Signed-in staff can still preview them.',
      confirm: 'Unpublish',
    }
  if (data.is_published === true)
    return {
      title: `Publish ${name}?`,
      content: 'Visitors will see it in the navigation, with its published sub-menus, and can open its page.',
      confirm: 'Publish',
    }
  return {
    title: `Use the ${data.template} template for ${name}?`,
    content: `Its page will be laid out by the ${data.template} template, which may show other content blocks than the ${item.template} template shows now.`,
    confirm: 'Change template',
  }
}

interface Drag {
  activeId: number
  overId: number
  offsetX: number
}

export default function MenuTreeScreen() {
  // As react-admin's <List> checks (this screen is not a <List>).
  const { canAccess, isPending } = useCanAccess({ resource: 'cms_menu', action: 'list' })
  if (isPending) return null
  return canAccess ? <MenuTree /> : <AccessDenied />
}

function MenuTree() {
  const dataProvider = useDataProvider<KizunaDataProvider>()
  const notify = useNotify()
  const { permissions } = usePermissions<string[]>()
  const may = {
    create: permits(permissions ?? [], 'cms_menu', 'create'),
    update: permits(permissions ?? [], 'cms_menu', 'edit'),
    delete: permits(permissions ?? [], 'cms_menu', 'delete'),
  }
  const { menus, setMenus, error, reload } = useAllMenus()
  const [drag, setDrag] = useState<Drag | null>(null)
  const [deleting, setDeleting] = useState<MenuItem | null>(null)
  // A published state or template waiting for the editor's yes: both change what visitors see.
  const [changing, setChanging] = useState<{ item: MenuItem; data: MenuChange } | null>(null)
  // Saves run one after another, so the server sees the moves in the order they were made.
  const saving = useRef<Promise<unknown>>(Promise.resolve())

  const rows = useMemo(() => flattenTree(menus ?? []), [menus])
  const names = useMemo(() => new Map(rows.map((r) => [r.id, r.name])), [rows])
  const shown = drag ? rowsWhileDragging(rows, drag.activeId) : rows
  const question = changing && changeQuestion(changing.item, changing.data)
  const projection = drag ? projectDrop(rows, drag.activeId, drag.overId, drag.offsetX, INDENT) : null

  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const save = (work: () => Promise<unknown>, done: string) => {
    // The tree as it was before this change was shown, to put back if the server refuses it.
    const before = menus
    saving.current = saving.current.then(work).then(
      // Short: a few moves in a row should not queue a minute of messages.
      () => notify(done, { type: 'success', autoHideDuration: 2500 }),
      (failure: unknown) => {
        notify(messageOf(failure), { type: 'error', autoHideDuration: 10_000 })
        // Signed out, reading the menus again would leave for the sign-in page with the message
        // unread: the tree is put back as it was here instead.
        if (isSignedOutWrite(failure)) setMenus(before)
        else reload()
      },
    )
  }

  const move = (wanted: Move) => {
    if (!menus || isNoMove(menus, wanted) || !canMoveUnder(menus, wanted.id, wanted.parent)) return
    setMenus(applyMove(menus, wanted))
    save(
      () => dataProvider.moveMenu(wanted.id, wanted.parent, wanted.index),
      `“${names.get(wanted.id)}” moved.`,
    )
  }

  const change = (item: MenuItem, data: MenuChange) => {
    setChanging(null)
    setMenus((current) => current?.map((m) => (m.id === item.id ? { ...m, ...data } : m)) ?? current)
    const what =
      data.is_published === undefined
        ? `now uses the ${data.template} template`
        : data.is_published
          ? 'is published'
          : 'is hidden'
    save(
      () => dataProvider.update('cms_menu', { id: item.id, data, previousData: item }),
      `“${item.name}” ${what}.`,
    )
  }

  const remove = async (item: MenuItem) => {
    setDeleting(null)
    await saving.current
    try {
      await dataProvider.delete('cms_menu', { id: item.id, previousData: item })
      notify(`“${item.name}” deleted.`, { type: 'success' })
    } catch (failure) {
      // The server names what is still under the menu (sub-menus, blocks, images).
      notify(messageOf(failure), { type: 'error', autoHideDuration: 15_000 })
      // Signed out, reading the menus again would leave for the sign-in page with the message
      // unread; nothing was deleted, so the tree shown is still true.
      if (isSignedOutWrite(failure)) return
    }
    reload()
  }

  const idOf = (id: UniqueIdentifier) => Number(id)
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    setDrag(null)
    const landing = projectDrop(rows, idOf(active.id), idOf(over?.id ?? active.id), delta.x, INDENT)
    if (landing) move(landing.move)
  }

  const nameOf = (id: UniqueIdentifier) => names.get(idOf(id)) ?? 'the menu'
  const announcements = {
    onDragStart: ({ active }: { active: { id: UniqueIdentifier } }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({
      active,
      over,
    }: {
      active: { id: UniqueIdentifier }
      over: { id: UniqueIdentifier } | null
    }) =>
      over ? `${nameOf(active.id)} is over ${nameOf(over.id)}.` : `${nameOf(active.id)} is not over a menu.`,
    onDragEnd: ({
      active,
      over,
    }: {
      active: { id: UniqueIdentifier }
      over: { id: UniqueIdentifier } | null
    }) =>
      over ? `${nameOf(active.id)} was dropped at ${nameOf(over.id)}.` : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }: { active: { id: UniqueIdentifier } }) =>
      `Moving ${nameOf(active.id)} was cancelled.`,
  }

  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <Title title="Menus" />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, my: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
          Menus
        </Typography>
        {may.create && (
          <Button component={Link} to="/cms_menu/create" variant="contained" startIcon={<Add />}>
            Add menu
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" id="menu-tree-help" sx={{ mb: 2 }}>
        The site's navigation follows this tree. Drag a menu by its handle (sideways to change its level) or
        use its Move button. Hidden menus are left out of the navigation; their page opens as a preview for
        signed-in staff.
      </Typography>
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              Try again
            </Button>
          }
        >
          The menus could not be loaded: {error.message}
        </Alert>
      )}
      {!menus && !error && <LinearProgress aria-label="Loading the menus" />}
      {menus && rows.length === 0 && <Typography>No menus yet.</Typography>}
      {menus && rows.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To move a menu, press space or enter on its handle, move it with the up and down arrow keys, and press space or enter to drop it, or escape to cancel. The Move button next to it also moves it up, down, in or out.',
            },
          }}
          onDragStart={({ active }) =>
            setDrag({ activeId: idOf(active.id), overId: idOf(active.id), offsetX: 0 })
          }
          onDragMove={({ delta }) => setDrag((d) => d && { ...d, offsetX: delta.x })}
          onDragOver={({ over }) => setDrag((d) => (d && over ? { ...d, overId: idOf(over.id) } : d))}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDrag(null)}
        >
          <SortableContext items={shown.map((r) => r.id)} strategy={verticalListSortingStrategy}>
            <Box
              component="ol"
              aria-label="Menus"
              aria-describedby="menu-tree-help"
              sx={{ p: 0, m: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
            >
              {shown.map((row) => (
                <MenuRow
                  key={row.id}
                  row={row}
                  parentName={row.parent === null ? null : (names.get(row.parent) ?? null)}
                  depth={projection && row.id === drag?.activeId ? projection.depth : row.depth}
                  may={may}
                  possibleMoves={
                    Object.fromEntries(
                      DIRECTIONS.map((d) => [d, keyboardMove(menus, row.id, d) !== null]),
                    ) as Record<KeyboardMove, boolean>
                  }
                  onMove={(direction) => {
                    const wanted = keyboardMove(menus, row.id, direction)
                    if (wanted) move(wanted)
                  }}
                  onChange={(data) => setChanging({ item: row, data })}
                  onDelete={() => setDeleting(row)}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      <Confirm
        isOpen={question !== null}
        title={question?.title ?? ''}
        content={question?.content}
        confirm={question?.confirm}
        onConfirm={() => changing && change(changing.item, changing.data)}
        onClose={() => setChanging(null)}
      />
      <Confirm
        isOpen={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        content="Its page leaves the site. A menu that still has sub-menus, content blocks or images cannot be deleted."
        confirm="Delete"
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  )
}
