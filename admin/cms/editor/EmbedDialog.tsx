/** Embeds a map or video: the address (or the iframe snippet a site's "Embed" gives) is checked against the allowed hosts. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material'
import { useState } from 'react'
import { checkEmbedUrl, EMBED_HOSTS } from '../../../common/embed-hosts.ts'

interface Props {
  onInsert: (attributes: { src: string; title: string }) => void
  onClose: () => void
}

export function EmbedDialog({ onInsert, onClose }: Props) {
  const [address, setAddress] = useState('')
  const [title, setTitle] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [titleError, setTitleError] = useState<string | null>(null)
  const insert = () => {
    const check = checkEmbedUrl(address)
    if (!check.ok) setError(check.message)
    if (title.trim() === '') setTitleError('Say what it shows, for people who cannot see it.')
    if (check.ok && title.trim() !== '') onInsert({ src: check.src, title: title.trim() })
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby="embed-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="embed-dialog-title">Embed a map or video</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Embed address"
          value={address}
          onChange={(event) => {
            setAddress(event.target.value)
            setError(null)
          }}
          error={error !== null}
          helperText={error ?? `Paste the embed URL or <iframe> code from ${EMBED_HOSTS.join(', ')}.`}
        />
        <TextField
          fullWidth
          margin="dense"
          label="What it shows"
          value={title}
          onChange={(event) => {
            setTitle(event.target.value)
            setTitleError(null)
          }}
          error={titleError !== null}
          helperText={titleError ?? 'For example: Map of our Tokyo office.'}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={insert} variant="contained">
          Insert embed
        </Button>
      </DialogActions>
    </Dialog>
  )
}
