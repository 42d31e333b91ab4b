/**
 * The rich text editor, loaded only when a screen shows one (Tiptap is the back office's largest
 * dependency), with the same loading line wherever it appears.
 */
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { lazy, Suspense } from 'react'
import type { RichTextEditorProps } from './RichTextEditor.tsx'

const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'))

export default function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
          <CircularProgress size={20} aria-label="Loading the editor" /> Loading the editor…
        </Box>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  )
}
