/**
 * Picks an image from the media library (the images uploaded for any page, or for any cause when a
 * cause's block is edited) for an <img> in rich text: searched by file name, head or alt text and
 * paged by the server (search/ and all/), or uploaded from here. An image needs its alternative text, or to be marked decorative, before it
 * is inserted; text given for a library image that had none is kept on it for next time.
 */
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  ImageList,
  ImageListItem,
  TextField,
  Typography,
} from '@mui/material'
import { useEffect, useId, useState } from 'react'
import { useDataProvider, useGetList, useNotify } from 'react-admin'
import { MENU_PAGES } from '../page/owner.ts'
import { PickerUpload, type UploadedImage, type UploadTarget } from './PickerUpload.tsx'

/** A library image names its owner (its kind's field: cms_menu or cause) as {id, name}. */
interface LibraryImage extends UploadedImage {
  cms_menu?: { name: string } | null
  cause?: { name: string } | null
}

interface Props {
  onInsert: (attributes: { src: string; alt: string }) => void
  onClose: () => void
  /** The page or cause and block being edited: where an upload goes unless another is chosen. */
  uploadTarget?: UploadTarget
}

export const PICKER_PAGE_SIZE = 12
const SEARCH_DELAY_MS = 300

const fileName = (url: string) => decodeURIComponent(url.split('/').at(-1) ?? url)

/** The text typed, once typing has paused: one request per search, not per key. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])
  return settled
}

export function ImagePickerDialog({ onInsert, onClose, uploadTarget }: Props) {
  const kind = uploadTarget?.owner.kind ?? MENU_PAGES
  const ownerName = (image: LibraryImage) => {
    return image[kind.field]?.name ?? `another ${kind.noun}`
  }
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const [search, setSearch] = useState('')
  const query = useSettled(search.trim())
  // A page number belongs to its search: a new search starts at its first page.
  const [paging, setPaging] = useState({ query: '', page: 1 })
  const page = paging.query === query ? paging.page : 1
  const setPage = (next: number) => setPaging({ query, page: next })
  const [chosen, setChosen] = useState<LibraryImage | null>(null)
  const [alt, setAlt] = useState('')
  const [decorative, setDecorative] = useState(false)
  const [altError, setAltError] = useState<string | null>(null)
  const pagesId = useId()
  const {
    data = [],
    total = 0,
    isPending,
    error,
    refetch,
  } = useGetList<LibraryImage>(kind.images, {
    pagination: { page, perPage: PICKER_PAGE_SIZE },
    sort: { field: 'id', order: 'DESC' },
    filter: query ? { q: query } : {},
  })
  const pages = Math.max(1, Math.ceil(total / PICKER_PAGE_SIZE))

  const choose = (image: LibraryImage) => {
    setChosen(image)
    setAlt(image.alt ?? '')
    setDecorative(image.alt === '')
    setAltError(null)
  }

  const insert = () => {
    if (!chosen) return
    const text = alt.trim()
    if (!decorative && text === '') {
      setAltError('Describe what the image shows, or mark it as decorative.')
      return
    }
    // The library image keeps the description, so the next page using it starts from it.
    if (!decorative && !chosen.alt)
      dataProvider
        .update(kind.images, { id: chosen.id, data: { alt: text }, previousData: chosen })
        .catch((failure: unknown) =>
          notify(`The alternative text was not kept on the library image: ${String(failure)}`, {
            type: 'warning',
          }),
        )
    onInsert({ src: chosen.image, alt: decorative ? '' : text })
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="image-dialog-title" fullWidth maxWidth="md">
      <DialogTitle id="image-dialog-title">Insert an image from the library</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          margin="dense"
          type="search"
          label="Search by file name, head or alt text"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <PickerUpload
          kind={kind}
          target={uploadTarget}
          onUploaded={(image) => {
            setSearch('')
            setPage(1)
            choose(image)
            refetch()
          }}
        />
        {error && <Alert severity="error">The library could not be loaded: {error.message}</Alert>}
        {!isPending && data.length === 0 && (
          <p>{query ? `No image matches "${query}".` : 'No images yet: upload one above.'}</p>
        )}
        <ImageList cols={4} gap={8} rowHeight={110}>
          {data.map((image) => (
            <ImageListItem key={image.id}>
              <ButtonBase
                sx={{
                  width: '100%',
                  height: '100%',
                  outline: chosen?.id === image.id ? '3px solid' : 'none',
                  outlineColor: 'primary.main',
                  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
                }}
                aria-pressed={chosen?.id === image.id}
                aria-label={`${image.alt || image.head}: ${fileName(image.image)} (${ownerName(image)})`}
                onClick={() => choose(image)}
              >
                <img src={image.image} alt="" loading="lazy" />
              </ButtonBase>
            </ImageListItem>
          ))}
        </ImageList>
        <Box
          component="nav"
          aria-label="Library pages"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}
        >
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)} aria-describedby={pagesId}>
            Previous page
          </Button>
          <Typography id={pagesId} variant="body2" aria-live="polite">
            Page {Math.min(page, pages)} of {pages} ({total} {total === 1 ? 'image' : 'images'})
          </Typography>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)} aria-describedby={pagesId}>
            Next page
          </Button>
        </Box>
        {chosen && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
            <Typography component="legend" variant="subtitle2">
              {fileName(chosen.image)}
            </Typography>
            <TextField
              fullWidth
              margin="dense"
              required={!decorative}
              disabled={decorative}
              label="Alternative text"
              value={decorative ? '' : alt}
              onChange={(event) => {
                setAlt(event.target.value)
                setAltError(null)
              }}
              error={altError !== null}
              helperText={altError ?? 'What the image shows, for people who cannot see it.'}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={decorative}
                  onChange={(event) => {
                    setDecorative(event.target.checked)
                    setAltError(null)
                  }}
                />
              }
              label="Decorative image: it adds nothing to the text"
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!chosen} onClick={insert}>
          Insert image
        </Button>
      </DialogActions>
    </Dialog>
  )
}
