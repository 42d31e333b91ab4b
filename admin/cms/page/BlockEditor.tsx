/**
 * A block's text in the rich-text editor, saved through the data provider. The block is read again
 * when its editor opens, so the save carries the version this text started from; a failed save keeps
 * the text in the browser and offers it back (useRecordDraft), a conflict asks what to do.
 */
import { Box, Button, FormHelperText, Typography } from '@mui/material'
import { useEffect, useId, useState } from 'react'
import { Loading, useDataProvider, useNotify } from 'react-admin'
import { ConflictDialog } from '../../drafts/ConflictDialog.tsx'
import { type Conflict, conflictOf } from '../../drafts/save-failure.ts'
import { RestoreDraftOffer, SaveFailureAlert, useRecordDraft } from '../../drafts/UnsavedDraft.tsx'
import RichTextEditor from '../editor/LazyRichTextEditor.tsx'
import type { BlockOwner } from './owner.ts'
import type { ContentBlock } from './types.ts'
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts'

interface Props {
  block: ContentBlock
  /** The block's page or cause: images uploaded from the editor's picker go there. */
  owner: BlockOwner
  onSaved: () => void
  onClose: () => void
  /** Told whether the text has unsaved changes, so that opening another block can ask first. */
  onDirtyChange: (dirty: boolean) => void
}

/** A message the API put on the block's text (400 field errors), if any. */
const valueError = (error: unknown): string | undefined => {
  const message = (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors?.value
  return typeof message === 'string' ? message : undefined
}

export function BlockEditor({ block, owner, onSaved, onClose, onDirtyChange }: Props) {
  const resource = owner.kind.blocks
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const [stored, setStored] = useState<ContentBlock | null>(null)
  const [value, setValue] = useState(block.value)
  // The editor reads its value when it starts: a new key starts it again with a restored text.
  const [editorKey, setEditorKey] = useState(0)
  const [dirty, setDirtyState] = useState(false)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown; message: string } | null>(null)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const draft = useRecordDraft(resource, block.id, stored ?? undefined)
  const labelId = useId()
  const messageId = useId()
  useUnsavedChangesGuard(dirty, `The text of "${block.name}" has unsaved changes. Leave without saving?`)

  const setDirty = (next: boolean) => {
    setDirtyState(next)
    onDirtyChange(next)
  }
  const show = (text: string, changed: boolean) => {
    setValue(text)
    setDirty(changed)
    setEditorKey((k) => k + 1)
  }
  /** Reads the block, which also makes its current version the one a save is checked against. */
  const load = async () => {
    const { data } = await dataProvider.getOne<ContentBlock>(resource, { id: block.id })
    return data
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once as the editor opens.
  useEffect(() => {
    // The editor starts once the block is read, with its text: no restart, so typing is never lost.
    load().then(
      (data) => {
        setValue(data.value)
        setStored(data)
      },
      (error: unknown) => setFailure({ error, message: `The block could not be loaded: ${String(error)}` }),
    )
  }, [])

  const save = async () => {
    setSaving(true)
    setFailure(null)
    try {
      await dataProvider.update(resource, { id: block.id, data: { value }, previousData: stored ?? block })
      draft.saved()
      setStored({ ...(stored ?? block), value })
      setDirty(false)
      notify(`"${block.name}" saved.`, { type: 'success' })
      onSaved()
    } catch (caught) {
      const message = valueError(caught) ?? draft.failed(caught, { value })
      setFailure({ error: caught, message })
      // Said once, in the alert beside the editor that screen readers announce: no toast as well.
      setConflict(conflictOf(caught))
    } finally {
      setSaving(false)
    }
  }
  const close = () => {
    if (!dirty || window.confirm(`Discard the unsaved changes to "${block.name}"?`)) {
      setDirty(false)
      onClose()
    }
  }
  const reload = async () => {
    setConflict(null)
    setFailure(null)
    draft.settle(true)
    const data = await load()
    setStored(data)
    show(data.value, false)
  }
  const overwrite = async () => {
    setConflict(null)
    setStored(await load())
    await save()
  }

  if (!stored && !failure) return <Loading />
  return (
    <Box sx={{ mt: 1 }}>
      {draft.offer && (
        <RestoreDraftOffer
          offer={draft.offer}
          onRestore={() => {
            const kept = draft.offer?.value?.value
            draft.settle(false)
            if (typeof kept === 'string') show(kept, true)
          }}
          onDiscard={() => draft.settle(true)}
        />
      )}
      <Typography id={labelId} component="span" variant="subtitle2" sx={{ display: 'block', mb: 0.5 }}>
        Text of {block.name}
      </Typography>
      <RichTextEditor
        key={editorKey}
        value={value}
        onChange={(html) => {
          setValue(html)
          setDirty(true)
        }}
        labelId={labelId}
        describedBy={messageId}
        invalid={failure !== null}
        uploadTarget={{ owner, head: block.name }}
      />
      <FormHelperText id={messageId}>{dirty ? 'Unsaved changes.' : 'No unsaved changes.'}</FormHelperText>
      {failure && <SaveFailureAlert error={failure.error} message={failure.message} />}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button variant="contained" onClick={save} disabled={saving || !dirty}>
          Save {block.name}
        </Button>
        <Button onClick={close}>Close editor</Button>
      </Box>
      <ConflictDialog conflict={conflict} onReload={reload} onOverwrite={overwrite} />
    </Box>
  )
}
