/**
 * Uploading an image from inside the editor's picker: the library is the pages' images, so the new
 * image belongs to a page (the one being edited, or one chosen) under a head, as an upload in a
 * page's Images section does (send-upload.ts). The uploaded image is then the one chosen.
 */
import { Alert, Box, Button, LinearProgress, MenuItem, TextField, Typography } from '@mui/material'
import { useEffect, useId, useState } from 'react'
import { useDataProvider } from 'react-admin'
import type { KizunaDataProvider } from '../../providers/data-provider.ts'
import { maxImageBytes } from '../../upload-limits.ts'
import { loadAllMenus } from '../menus/all-menus.ts'
import type { MenuItem as Menu } from '../menus/menu-tree.ts'
import { CONTENT_IMAGE_CREATE_URL, contentImageForm, sendUpload } from '../page/send-upload.ts'
import { formatBytes } from '../page/upload-queue.ts'

/** Where an image uploaded from the editor goes by default: the page and block being edited. */
export interface UploadTarget {
  menuId: number
  head: string
}

export interface UploadedImage {
  id: number
  head: string
  image: string
  alt: string | null
}

interface Props {
  target?: UploadTarget
  onUploaded: (image: UploadedImage) => void
}

export function PickerUpload({ target, onUploaded }: Props) {
  const dataProvider = useDataProvider<KizunaDataProvider>()
  const [menus, setMenus] = useState<Menu[]>([])
  const [menuId, setMenuId] = useState(target ? String(target.menuId) : '')
  const [head, setHead] = useState(target?.head ?? '')
  const [sent, setSent] = useState<{ name: string; percent: number } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const headingId = useId()
  const helpId = useId()

  useEffect(() => {
    loadAllMenus(dataProvider).then(
      (all) => setMenus([...all].sort((a, b) => a.name.localeCompare(b.name))),
      (failure: unknown) => setError(`The pages could not be loaded: ${String(failure)}`),
    )
  }, [dataProvider])

  const upload = async (file: File | undefined) => {
    if (!file) return
    if (!menuId || head.trim() === '') {
      setError('Choose the page and the head the image goes under first.')
      return
    }
    setError(null)
    setSent({ name: file.name, percent: 0 })
    try {
      const image = (await sendUpload(
        CONTENT_IMAGE_CREATE_URL,
        contentImageForm(Number(menuId), head.trim(), file),
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
          label="Page it belongs to"
          value={menus.some((m) => String(m.id) === menuId) ? menuId : ''}
          onChange={(event) => setMenuId(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {menus.map((menu) => (
            <MenuItem key={menu.id} value={String(menu.id)}>
              {menu.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Head on that page"
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
        JPEG, PNG, WebP, AVIF or GIF, up to {formatBytes(maxImageBytes())}. It joins that page's images.
      </Typography>
      {sent && (
        <LinearProgress
          variant="determinate"
          value={sent.percent}
          aria-label={`Upload of ${sent.name}`}
          sx={{ mt: 1 }}
        />
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  )
}
