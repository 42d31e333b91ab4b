/**
 * Uploads several images at once: dropped on the zone or chosen with its button (for keyboards).
 * Each file is its own request with its own progress bar; a refused file shows the server's
 * message on that file and the others carry on.
 */

import Close from '@mui/icons-material/Close'
import CloudUpload from '@mui/icons-material/CloudUpload'
import { Alert, Box, Button, IconButton, LinearProgress, Typography } from '@mui/material'
import { type DragEvent, useEffect, useId, useReducer, useRef, useState } from 'react'
import { maxImageBytes } from '../../upload-limits.ts'
import { KeyField } from './KeyField.tsx'
import type { BlockOwner } from './owner.ts'
import { contentImageForm, imageCreateUrl, sendUpload } from './send-upload.ts'
import { formatBytes, percentOf, toStart, uploadQueue } from './upload-queue.ts'

interface Props {
  owner: BlockOwner
  headSuggestions: string[]
  /** An image was stored: the thumbnails are read again. */
  onUploaded: () => void
}

let batch = 0

export function UploadZone({ owner, headSuggestions, onUploaded }: Props) {
  const [items, dispatch] = useReducer(uploadQueue, [])
  const [head, setHead] = useState(headSuggestions[0] ?? '')
  const [headError, setHeadError] = useState<string | null>(null)
  const [over, setOver] = useState(false)
  const files = useRef(new Map<string, File>())
  const input = useRef<HTMLInputElement>(null)
  const helpId = useId()
  const limit = formatBytes(maxImageBytes())

  const add = (chosen: FileList | null) => {
    if (!chosen || chosen.length === 0) return
    if (head.trim() === '') {
      setHeadError('Choose the head these images go under first.')
      return
    }
    batch += 1
    const entries = Array.from(chosen).map((file, i) => {
      const key = `${batch}-${i}-${file.name}`
      files.current.set(key, file)
      return { key, name: file.name, size: file.size }
    })
    dispatch({ type: 'add', files: entries, head: head.trim() })
  }

  useEffect(() => {
    for (const item of toStart(items)) {
      const file = files.current.get(item.key)
      if (!file) continue
      files.current.delete(item.key)
      dispatch({ type: 'start', key: item.key })
      sendUpload(
        imageCreateUrl(owner.kind),
        contentImageForm(owner.kind, owner.id, item.head, file),
        (sent) => dispatch({ type: 'progress', key: item.key, loaded: sent * file.size }),
      )
        .then(() => {
          dispatch({ type: 'done', key: item.key })
          onUploaded()
        })
        .catch((error: Error) => dispatch({ type: 'failed', key: item.key, error: error.message }))
    }
  }, [items, owner, onUploaded])

  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    add(event.dataTransfer.files)
  }

  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <KeyField
          label="Head of the next upload"
          value={head}
          onChange={(next) => {
            setHead(next)
            setHeadError(null)
          }}
          suggestions={headSuggestions}
          error={headError}
          helperText="The block key or gallery the images belong to."
        />
      </Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="image-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : undefined,
          borderRadius: 1,
          p: 3,
          textAlign: 'center',
        }}
      >
        <CloudUpload color="action" fontSize="large" aria-hidden />
        <Typography>Drop images here to upload them, or</Typography>
        <Button
          variant="outlined"
          onClick={() => input.current?.click()}
          aria-describedby={helpId}
          sx={{ mt: 1 }}
        >
          Choose images
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          multiple
          hidden
          aria-label="Images to upload"
          onChange={(event) => {
            add(event.target.files)
            event.target.value = ''
          }}
        />
        <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          JPEG, PNG, WebP, AVIF or GIF, up to {limit} each; several at once.
        </Typography>
      </Box>
      {items.length > 0 && (
        <Box component="ul" aria-label="Uploads" sx={{ listStyle: 'none', p: 0, mt: 1 }}>
          {items.map((item) => (
            <Box component="li" key={item.key} data-upload={item.name} sx={{ mb: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                  {item.name} → {item.head}:{' '}
                  {item.status === 'done'
                    ? 'uploaded'
                    : item.status === 'failed'
                      ? 'not uploaded'
                      : item.status === 'waiting'
                        ? 'waiting'
                        : `${percentOf(item)}%`}
                </Typography>
                {(item.status === 'done' || item.status === 'failed') && (
                  <IconButton
                    size="small"
                    aria-label={`Dismiss ${item.name}`}
                    onClick={() => dispatch({ type: 'dismiss', key: item.key })}
                  >
                    <Close fontSize="small" />
                  </IconButton>
                )}
              </Box>
              <LinearProgress
                variant="determinate"
                value={percentOf(item)}
                color={item.status === 'failed' ? 'error' : item.status === 'done' ? 'success' : 'primary'}
                aria-label={`Upload of ${item.name}`}
              />
              {item.error && (
                <Alert severity="error" sx={{ mt: 0.5 }}>
                  {item.error}
                </Alert>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  )
}
