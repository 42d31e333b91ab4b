/**
 * The product's pictures besides its main one (the storefront's gallery): uploaded one after
 * another with a progress bar and alternative text, moved earlier or later (their positions
 * written), deleted after asking. Read-only for a role that may not change products.
 */
import ArrowBack from '@mui/icons-material/ArrowBack'
import ArrowForward from '@mui/icons-material/ArrowForward'
import Delete from '@mui/icons-material/Delete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useRef, useState } from 'react'
import { Confirm } from 'react-admin'
import { formatBytes } from '../cms/page/upload-queue.ts'
import { UPLOADS } from '../files.ts'
import { maxImageBytes } from '../upload-limits.ts'
import { ProductPanel } from './ProductPanel.tsx'
import { nextPosition, positionsAfterMove } from './picture-order.ts'
import { PICTURES, type Picture, placePicture, removePart, uploadPicture } from './products-api.ts'
import { useProductPart } from './use-product-part.ts'

const ACCEPT = Object.keys(UPLOADS.image.accept).join(',')

interface Props {
  productId: number
  productName: string
  readOnly: boolean
}

export function ProductPictures({ productId, productName, readOnly }: Props) {
  const { rows: pictures = [], failure, busy, change } = useProductPart<Picture>(PICTURES, productId)
  const [alt, setAlt] = useState('')
  const [progress, setProgress] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<Picture | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const nameOf = (picture: Picture, index: number) => picture.alt || `${productName}, picture ${index + 1}`

  const upload = async (files: FileList | null) => {
    const chosen = Array.from(files ?? [])
    if (chosen.length === 0) return
    const uploaded = await change(async () => {
      let position = nextPosition(pictures)
      for (const file of chosen) {
        setProgress(0)
        await uploadPicture(productId, { file, alt, position: position++ }, setProgress)
      }
    })
    setProgress(null)
    if (uploaded) setAlt('')
  }

  const move = (picture: Picture, offset: -1 | 1) =>
    change(async () => {
      for (const { id, position } of positionsAfterMove(pictures, picture.id, offset))
        await placePicture(id, position)
    })

  return (
    <ProductPanel title="Pictures" failure={failure}>
      {pictures.length === 0 ? (
        <Typography variant="body2">No pictures besides the main one yet.</Typography>
      ) : (
        <Box
          component="ol"
          aria-label="Pictures in order"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          }}
        >
          {pictures.map((picture, index) => (
            <Box component="li" key={picture.id} data-picture-id={picture.id}>
              <Box
                component="img"
                src={picture.image}
                alt={nameOf(picture, index)}
                loading="lazy"
                sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
              />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {nameOf(picture, index)}
              </Typography>
              {!readOnly && (
                <Box sx={{ display: 'flex' }}>
                  <IconButton
                    size="small"
                    aria-label={`Move ${nameOf(picture, index)} earlier`}
                    disabled={busy || index === 0}
                    onClick={() => void move(picture, -1)}
                  >
                    <ArrowBack fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Move ${nameOf(picture, index)} later`}
                    disabled={busy || index === pictures.length - 1}
                    onClick={() => void move(picture, 1)}
                  >
                    <ArrowForward fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={`Delete ${nameOf(picture, index)}`}
                    disabled={busy}
                    onClick={() => setDeleting(picture)}
                  >
                    <Delete fontSize="small" />
                  </IconButton>
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
      {!readOnly && (
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label="Alternative text"
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            helperText="What the next picture shows, for those who cannot see it."
            size="small"
            sx={{ flex: '1 1 240px' }}
          />
          <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
            Upload pictures
          </Button>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            multiple
            hidden
            aria-label="Pictures to upload"
            onChange={(event) => {
              void upload(event.target.files)
              event.target.value = ''
            }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
            JPEG, PNG, WebP, AVIF or GIF, up to {formatBytes(maxImageBytes())} each.
          </Typography>
        </Box>
      )}
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label="Uploading the picture"
          sx={{ mt: 1 }}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        title="Delete this picture?"
        content={deleting ? `${deleting.alt || 'The picture'} is removed from ${productName}.` : ''}
        confirm="Delete"
        loading={busy}
        onConfirm={() => {
          const picture = deleting
          setDeleting(null)
          if (picture) void change(() => removePart(PICTURES, picture.id))
        }}
        onClose={() => setDeleting(null)}
      />
    </ProductPanel>
  )
}
