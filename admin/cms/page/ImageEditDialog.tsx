/**
 * One image's alternative text and head, replacing its file, and where else the file is used; the
 * API's messages show on their fields.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  TextField,
  Typography,
} from '@mui/material'
import { useId, useState } from 'react'
import { useDataProvider, useNotify } from 'react-admin'
import { placesBesides, UsedIn, useFileUsage } from '../../file-usage.tsx'
import { KeyField } from './KeyField.tsx'
import type { OwnerKind } from './owner.ts'
import type { ContentImage } from './types.ts'

interface Props {
  image: ContentImage
  resource: OwnerKind['images']
  label: string
  headSuggestions: string[]
  onDone: () => void
  onClose: () => void
}

type Errors = Partial<Record<'alt' | 'head' | 'image', string>>

const errorsOf = (error: unknown): Errors => {
  const body = (error as { body?: { errors?: Errors } }).body
  return body?.errors ?? { image: error instanceof Error ? error.message : String(error) }
}

export function ImageEditDialog({ image, resource, label, headSuggestions, onDone, onClose }: Props) {
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const [alt, setAlt] = useState(image.alt ?? '')
  const [head, setHead] = useState(image.head)
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [saving, setSaving] = useState(false)
  const fileMessageId = useId()
  const usedInId = useId()
  const usage = useFileUsage([image.image])

  const save = async () => {
    setSaving(true)
    setErrors({})
    try {
      await dataProvider.update(resource, {
        id: image.id,
        data: { alt: alt.trim(), head: head.trim(), ...(file ? { image: file } : {}) },
        previousData: image,
      })
      notify('Image saved.', { type: 'success' })
      onDone()
    } catch (caught) {
      setErrors(errorsOf(caught))
      notify('The image was not saved.', { type: 'error' })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="image-edit-title" fullWidth maxWidth="sm">
      <DialogTitle id="image-edit-title">Edit image {label}</DialogTitle>
      <DialogContent>
        <img src={image.image} alt="" style={{ maxWidth: '100%', maxHeight: 200, display: 'block' }} />
        <TextField
          fullWidth
          margin="dense"
          label="Alternative text"
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          error={Boolean(errors.alt)}
          helperText={errors.alt ?? 'What the image shows, for people who cannot see it.'}
        />
        <KeyField
          label="Head"
          value={head}
          onChange={setHead}
          suggestions={headSuggestions}
          error={errors.head}
          helperText="Moving it to another head shows it with that block or gallery."
        />
        <Button component="label" variant="outlined" sx={{ mt: 2 }} aria-describedby={fileMessageId}>
          Replace file…
          <input
            type="file"
            hidden
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Button>
        <FormHelperText id={fileMessageId} error={Boolean(errors.image)}>
          {errors.image ??
            (file ? `New file: ${file.name}` : 'Keeps the current file unless you choose another.')}
        </FormHelperText>
        <section aria-labelledby={usedInId}>
          <Typography id={usedInId} component="h3" variant="subtitle2" sx={{ mt: 2 }}>
            Used in
          </Typography>
          <UsedIn
            usage={usage instanceof Map ? placesBesides(usage.get(image.image), resource, image.id) : usage}
          />
        </section>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          Save image
        </Button>
      </DialogActions>
    </Dialog>
  )
}
