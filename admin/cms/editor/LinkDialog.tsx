/** The address of a link on the selected text: set, change or remove it. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material'
import { useState } from 'react'
import { checkLinkAddress } from './link-address.ts'

interface Props {
  initial: string
  onApply: (href: string) => void
  onRemove: () => void
  onClose: () => void
}

export function LinkDialog({ initial, onApply, onRemove, onClose }: Props) {
  const [href, setHref] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const apply = () => {
    const check = checkLinkAddress(href)
    if (check.ok) onApply(check.href)
    else setError(check.message)
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby="link-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="link-dialog-title">Link</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Link address"
          value={href}
          onChange={(event) => {
            setHref(event.target.value)
            setError(null)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              apply()
            }
          }}
          error={error !== null}
          helperText={error ?? 'https://…, a page of this site (/…), mailto: or tel:'}
        />
      </DialogContent>
      <DialogActions>
        {initial && (
          <Button onClick={onRemove} color="warning">
            Remove link
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={apply} variant="contained">
          Apply link
        </Button>
      </DialogActions>
    </Dialog>
  )
}
