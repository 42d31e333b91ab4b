/**
 * One file to go with a ticket's message: an image or a PDF, the kinds the server keeps. A real
 * button opens the browser's picker (the input itself is hidden but labelled), and the chosen
 * file's name is shown with a way to take it off again.
 */
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useId, useRef } from 'react'
import { isOfKind } from '../files.ts'
import { visuallyHidden } from '../visually-hidden.ts'

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif,application/pdf,.pdf'

export function FileChooser({
  file,
  onChange,
  onRefused,
}: {
  file: File | undefined
  onChange: (file: File | undefined) => void
  onRefused: (why: string) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', minWidth: 0 }}>
      <Box component="label" htmlFor={id} sx={visuallyHidden}>
        Attach a file (an image or a PDF)
      </Box>
      <input
        id={id}
        ref={input}
        type="file"
        accept={ACCEPT}
        // The button beside it is the one keyboard stop; the input is reached through it.
        tabIndex={-1}
        style={visuallyHidden as React.CSSProperties}
        onChange={(e) => {
          const chosen = e.target.files?.[0]
          e.target.value = ''
          if (!chosen) return
          if (isOfKind(chosen, 'image') || isOfKind(chosen, 'pdf')) onChange(chosen)
          else onRefused('Attach an image or a PDF.')
        }}
      />
      <Button variant="outlined" size="small" onClick={() => input.current?.click()}>
        {file ? 'Change file' : 'Attach file'}
      </Button>
      {file && (
        <>
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Box>
          <Button size="small" onClick={() => onChange(undefined)}>
            Remove file
          </Button>
        </>
      )}
    </Box>
  )
}
