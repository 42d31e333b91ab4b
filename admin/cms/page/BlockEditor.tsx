/** A block's text in the rich-text editor, saved through the data provider with the API's message under it. */
import { Box, Button, FormHelperText, Typography } from '@mui/material'
import { useId, useState } from 'react'
import { useDataProvider, useNotify } from 'react-admin'
import RichTextEditor from '../editor/LazyRichTextEditor.tsx'
import { type ContentBlock, fieldError } from './types.ts'
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts'

interface Props {
  block: ContentBlock
  onSaved: () => void
  onClose: () => void
}

export function BlockEditor({ block, onSaved, onClose }: Props) {
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const [value, setValue] = useState(block.value)
  const [dirty, setDirty] = useState(false)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const labelId = useId()
  const messageId = useId()
  useUnsavedChangesGuard(dirty, `The text of "${block.name}" has unsaved changes. Leave without saving?`)

  const save = async () => {
    setSaving(true)
    setError(null)
    try {
      await dataProvider.update('cms_menu_content', {
        id: block.id,
        data: { value },
        previousData: block,
      })
      setDirty(false)
      notify(`"${block.name}" saved.`, { type: 'success' })
      onSaved()
    } catch (caught) {
      setError(fieldError(caught, 'value'))
      notify(`"${block.name}" was not saved: ${fieldError(caught, 'value')}`, { type: 'error' })
    } finally {
      setSaving(false)
    }
  }
  const close = () => {
    if (!dirty || window.confirm(`Discard the unsaved changes to "${block.name}"?`)) onClose()
  }

  return (
    <Box sx={{ mt: 1 }}>
      <Typography id={labelId} component="span" variant="subtitle2" sx={{ display: 'block', mb: 0.5 }}>
        Text of {block.name}
      </Typography>
      <RichTextEditor
        value={value}
        onChange={(html) => {
          setValue(html)
          setDirty(true)
          setError(null)
        }}
        labelId={labelId}
        describedBy={messageId}
        invalid={error !== null}
      />
      <FormHelperText id={messageId} error={error !== null}>
        {error ?? (dirty ? 'Unsaved changes.' : 'Saved.')}
      </FormHelperText>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button variant="contained" onClick={save} disabled={saving || !dirty}>
          Save {block.name}
        </Button>
        <Button onClick={close}>Close editor</Button>
      </Box>
    </Box>
  )
}
