/**
 * Picks an image from the media library (the images uploaded for any menu) and its alternative
 * text, for an <img> in a block.
 */
import {
  Alert,
  Button,
  ButtonBase,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ImageList,
  ImageListItem,
  TextField,
} from '@mui/material'
import { useState } from 'react'
import { useGetList } from 'react-admin'

interface LibraryImage {
  id: number
  head: string
  image: string
  alt: string | null
  cms_menu: { name: string } | null
}

interface Props {
  onInsert: (attributes: { src: string; alt: string }) => void
  onClose: () => void
}

export function ImagePickerDialog({ onInsert, onClose }: Props) {
  const [search, setSearch] = useState('')
  const [chosen, setChosen] = useState<LibraryImage | null>(null)
  const [alt, setAlt] = useState('')
  const {
    data = [],
    isPending,
    error,
  } = useGetList<LibraryImage>('cms_menu_content_image', {
    pagination: { page: 1, perPage: 60 },
    sort: { field: 'id', order: 'DESC' },
    filter: search.trim() ? { q: search.trim() } : {},
  })
  const choose = (image: LibraryImage) => {
    setChosen(image)
    setAlt(image.alt ?? '')
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby="image-dialog-title" fullWidth maxWidth="md">
      <DialogTitle id="image-dialog-title">Insert an image from the library</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          margin="dense"
          label="Search by head"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {error && <Alert severity="error">The library could not be loaded: {error.message}</Alert>}
        {!isPending && data.length === 0 && <p>No images yet: upload some in a page's Images section.</p>}
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
                aria-label={`${image.alt || image.head} (${image.cms_menu?.name ?? 'no menu'})`}
                onClick={() => choose(image)}
              >
                <img src={image.image} alt="" loading="lazy" />
              </ButtonBase>
            </ImageListItem>
          ))}
        </ImageList>
        {chosen && (
          <TextField
            fullWidth
            margin="dense"
            label="Alternative text"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            helperText="What the image shows, for people who cannot see it. Leave empty for a decorative image."
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!chosen}
          onClick={() => chosen && onInsert({ src: chosen.image, alt: alt.trim() })}
        >
          Insert image
        </Button>
      </DialogActions>
    </Dialog>
  )
}
