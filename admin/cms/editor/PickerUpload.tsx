/**
 * Uploading an image from inside the editor's picker: the library is the images of the pages (or
 * of the causes, when a cause's block is edited), so the new image belongs to one of them (the one
 * being edited, or one chosen) under a head, as an upload in its Images section does
 * (send-upload.ts). The uploaded image is then the one chosen.
 */
import { Alert, Box, Button, LinearProgress, MenuItem, TextField, Typography } from '@mui/material'
import { useId, useState } from 'react'
import { useAllRecords } from '../../lists.tsx'
import { maxImageBytes } from '../../upload-limits.ts'
import type { BlockOwner, OwnerKind } from '../page/owner.ts'
import { contentImageForm, imageCreateUrl, sendUpload } from '../page/send-upload.ts'
import { formatBytes } from '../page/upload-queue.ts'

/** Where an image uploaded from the editor goes by default: the page or cause and the block being edited. */
export interface UploadTarget {
  owner: BlockOwner
  head: string
}

export interface UploadedImage {
  id: number
  head: string
  image: string
  alt: string | null
}

interface Props {
  /** The images' owners: pages or causes. */
  kind: OwnerKind
  target?: UploadTarget
  onUploaded: (image: UploadedImage) => void
}

export function PickerUpload({ kind, target, onUploaded }: Props) {
  const { records: owners, error: ownersError } = useAllRecords(kind.field, { field: 'name', order: 'ASC' })
  const [ownerId, setOwnerId] = useState(target ? String(target.owner.id) : '')
  const [head, setHead] = useState(target?.head ?? '')
  const [sent, setSent] = useState<{ name: string; percent: number } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const headingId = useId()
  const helpId = useId()
  const noun = kind.noun
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1)

  const upload = async (file: File | undefined) => {
    if (!file) return
    if (!ownerId || head.trim() === '') {
      setError(`Choose the ${noun} and the head the image goes under first.`)
      return
    }
    setError(null)
    setSent({ name: file.name, percent: 0 })
    try {
      const image = (await sendUpload(
        imageCreateUrl(kind),
        contentImageForm(kind, Number(ownerId), head.trim(), file),
        (fraction) => setSent({ name: file.name, percent: Math.round(fraction * 100) }),
      )) as UploadedImage
      setSent(null)
      onUploaded(image)
    } catch (failure) {
      setSent(null)
      setError(failure instanceof Error ? failure.message : String(failure))
    }
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 1 }}>
      <Typography id={headingId} component="h3" variant="subtitle2">
        Upload a new image
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mt: 1 }}>
        <TextField
          select
          size="small"
          label={`${Noun} it belongs to`}
          value={owners.some((o) => String(o.id) === ownerId) ? ownerId : ''}
          onChange={(event) => setOwnerId(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {owners.map((owner) => (
            <MenuItem key={owner.id} value={String(owner.id)}>
              {String(owner.name)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={`Head on that ${noun}`}
          value={head}
          onChange={(event) => setHead(event.target.value)}
        />
        <Button component="label" variant="outlined" disabled={sent !== null} aria-describedby={helpId}>
          Upload image…
          <input
            type="file"
            hidden
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            aria-label="Image to upload to the library"
            onChange={(event) => {
              upload(event.target.files?.[0])
              event.target.value = ''
            }}
          />
        </Button>
      </Box>
      <Typography id={helpId} variant="body2" color="text.secondary">
        JPEG, PNG, WebP, AVIF or GIF, up to {formatBytes(maxImageBytes())}. It joins that {noun}'s images.
      </Typography>
      {sent && (
        <LinearProgress
          variant="determinate"
          value={sent.percent}
          aria-label={`Upload of ${sent.name}`}
          sx={{ mt: 1 }}
        />
      )}
      {(error || ownersError) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error ?? `The ${noun}s could not be loaded: ${ownersError?.message}`}
        </Alert>
      )}
    </Box>
  )
}
