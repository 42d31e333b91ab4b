/** The content blocks of a menu's page or a cause: in order, added, renamed, reordered, edited and deleted. */
import { Alert, Box, Button, Typography } from '@mui/material'
import { type FormEvent, useState } from 'react'
import { Confirm, useDataProvider, useGetList, useNotify } from 'react-admin'
import type { KizunaDataProvider } from '../../providers/data-provider.ts'
import { BlockItem } from './BlockItem.tsx'
import { KeyField } from './KeyField.tsx'
import { moveBy, moveTo } from './order.ts'
import { type BlockOwner, ownedQuery } from './owner.ts'
import { RenameBlockDialog } from './RenameBlockDialog.tsx'
import { SortableList } from './Sortable.tsx'
import { blockKeySuggestions } from './template-key-hints.ts'
import { type ContentBlock, fieldError } from './types.ts'
import { useSavedOrder } from './use-saved-order.ts'

export function BlocksSection({ owner }: { owner: BlockOwner }) {
  const { kind } = owner
  const dataProvider = useDataProvider<KizunaDataProvider>()
  const notify = useNotify()
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<ContentBlock>(kind.blocks, ownedQuery(kind, owner.id))
  // The order shown while a new one is being saved.
  const { pendingOrder, saveOrder } = useSavedOrder(kind.blocks, owner, refetch, 'Block order saved.')
  const [newKey, setNewKey] = useState('')
  const [addError, setAddError] = useState<string | null>(null)
  const [editing, setEditing] = useState<number | null>(null)
  // Whether the open editor has unsaved text, and the block waiting to open while that is asked.
  const [editingDirty, setEditingDirty] = useState(false)
  const [switchingTo, setSwitchingTo] = useState<number | null>(null)
  const [renaming, setRenaming] = useState<ContentBlock | null>(null)
  const [deleting, setDeleting] = useState<ContentBlock | null>(null)

  const byId = new Map(data.map((b) => [b.id, b]))
  const ids = pendingOrder ?? data.map((b) => b.id)
  const blocks = ids.flatMap((id) => byId.get(id) ?? [])
  const keys = data.map((b) => b.name)
  const suggestions = blockKeySuggestions(owner.keys, keys)

  /** Opens a block's editor, or closes the open one (null); asks first if that one has unsaved text. */
  const openEditor = (id: number | null) => {
    if (id !== null && id !== editing && editing !== null && editingDirty) return setSwitchingTo(id)
    setEditingDirty(false)
    setEditing(id)
  }
  const editingName = byId.get(editing ?? 0)?.name ?? ''

  const changed = async () => {
    await refetch()
  }

  const add = async (event: FormEvent) => {
    event.preventDefault()
    const name = newKey.trim()
    if (name === '') return setAddError('Enter the new block’s key.')
    try {
      const { data: created } = await dataProvider.create(kind.blocks, {
        data: { [kind.field]: owner.id, name, value: '' },
      })
      setNewKey('')
      openEditor(created.id as number)
      notify(`Block "${name}" added.`, { type: 'success' })
      await changed()
    } catch (caught) {
      setAddError(fieldError(caught, 'name'))
    }
  }

  const remove = async (block: ContentBlock) => {
    setDeleting(null)
    try {
      await dataProvider.delete(kind.blocks, { id: block.id, previousData: block })
      notify(`Block "${block.name}" deleted.`, { type: 'success' })
      await changed()
    } catch (caught) {
      notify(`"${block.name}" was not deleted: ${fieldError(caught, 'id')}`, { type: 'error' })
    }
  }

  return (
    <Box component="section" aria-labelledby="blocks-heading" sx={{ mb: 4 }}>
      <Typography id="blocks-heading" component="h2" variant="h6" gutterBottom>
        Content blocks
      </Typography>
      {error && <Alert severity="error">The blocks could not be loaded: {error.message}</Alert>}
      {!isPending && blocks.length === 0 && <Typography>This {kind.noun} has no blocks yet.</Typography>}
      <SortableList ids={ids} layout="list" onMove={(id, overId) => saveOrder(moveTo(ids, id, overId))}>
        <Box component="ol" aria-label={`Blocks in ${kind.noun} order`} sx={{ p: 0, m: 0 }}>
          {blocks.map((block, i) => (
            <BlockItem
              key={block.id}
              block={block}
              owner={owner}
              first={i === 0}
              last={i === blocks.length - 1}
              editing={editing === block.id}
              onEdit={(open) => (open ? openEditor(block.id) : setEditing(null))}
              onDirtyChange={setEditingDirty}
              onMove={(offset) => saveOrder(moveBy(ids, block.id, offset))}
              onRename={() => setRenaming(block)}
              onDelete={() => setDeleting(block)}
              onSaved={changed}
            />
          ))}
        </Box>
      </SortableList>
      <Box
        component="form"
        onSubmit={add}
        aria-label="Add a block"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mt: 2 }}
      >
        <KeyField
          label="New block key"
          value={newKey}
          onChange={(next) => {
            setNewKey(next)
            setAddError(null)
          }}
          suggestions={suggestions}
          error={addError}
          helperText={
            suggestions.length > 0
              ? `${owner.readBy} places: ${suggestions.join(', ')}.`
              : `Any key: the ${kind.noun}'s page shows blocks in this order.`
          }
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          Add block
        </Button>
      </Box>
      {renaming && (
        <RenameBlockDialog
          block={renaming}
          owner={owner}
          suggestions={suggestions}
          onDone={() => {
            setRenaming(null)
            changed()
          }}
          onClose={() => setRenaming(null)}
        />
      )}
      <Confirm
        isOpen={switchingTo !== null}
        title={`Discard the unsaved changes to "${editingName}"?`}
        content="Its text has changes that are not saved. Keep editing to save them first."
        confirm="Discard"
        cancel="Keep editing"
        onConfirm={() => {
          setSwitchingTo(null)
          setEditingDirty(false)
          setEditing(switchingTo)
        }}
        onClose={() => setSwitchingTo(null)}
      />
      <Confirm
        isOpen={deleting !== null}
        title={`Delete the block "${deleting?.name ?? ''}"?`}
        content="Its text is deleted. Images with its key stay in the Images section."
        confirm="Delete"
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  )
}
