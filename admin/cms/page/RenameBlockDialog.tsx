/**
 * Renames a block. Its images follow on the server (their head is renamed with it); the template's
 * keys are offered, and renaming a key the site reads warns first.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { useState } from 'react'
import { useDataProvider, useNotify } from 'react-admin'
import { KeyField } from './KeyField.tsx'
import type { BlockOwner } from './owner.ts'
import { renameWarning } from './template-key-hints.ts'
import { type ContentBlock, fieldError } from './types.ts'

interface Props {
  block: ContentBlock
  owner: BlockOwner
  suggestions: string[]
  onDone: () => void
  onClose: () => void
}

export function RenameBlockDialog({ block, owner, suggestions, onDone, onClose }: Props) {
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const [name, setName] = useState(block.name)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const warning = renameWarning(owner.keys, owner.readBy, block.name, name.trim())

  const save = async () => {
    const next = name.trim()
    if (next === '') return setError('Enter the block’s key.')
    if (next === block.name) return onClose()
    setSaving(true)
    try {
      await dataProvider.update(owner.kind.blocks, {
        id: block.id,
        data: { name: next },
        previousData: block,
      })
      notify(`Block renamed to "${next}".`, { type: 'success' })
      onDone()
    } catch (caught) {
      setError(fieldError(caught, 'name'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="rename-title" fullWidth maxWidth="sm">
      <DialogTitle id="rename-title">Rename “{block.name}”</DialogTitle>
      <DialogContent>
        <KeyField
          label="New key"
          value={name}
          onChange={(next) => {
            setName(next)
            setError(null)
          }}
          suggestions={suggestions}
          error={error}
          helperText="Images whose head is the block's key are renamed with it."
          autoFocus
        />
        {warning && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {warning}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          Rename
        </Button>
      </DialogActions>
    </Dialog>
  )
}
