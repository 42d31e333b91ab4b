/**
 * The rich-text editor of a content block (Tiptap), with a toggle to its HTML source. It edits
 * `value` and reports each change as HTML; the screen around it saves. Loaded lazily: Tiptap is
 * only downloaded when a block is opened for editing.
 */
import { Box } from '@mui/material'
import { EditorContent, useEditor } from '@tiptap/react'
import { useState } from 'react'
import { type EditorDialog, EditorToolbar } from './EditorToolbar.tsx'
import { EmbedDialog } from './EmbedDialog.tsx'
import { editorExtensions } from './extensions.ts'
import { ImagePickerDialog } from './ImagePickerDialog.tsx'
import { LinkDialog } from './LinkDialog.tsx'
import type { UploadTarget } from './PickerUpload.tsx'

export interface RichTextEditorProps {
  value: string
  onChange: (html: string) => void
  /** The visible label's id: the editing area is named by it. */
  labelId: string
  /** The id of the error or help text under the editor. */
  describedBy?: string
  invalid?: boolean
  /** The page or cause and block being edited: where an image uploaded from the picker goes by default. */
  uploadTarget?: UploadTarget
}

export default function RichTextEditor({
  value,
  onChange,
  labelId,
  describedBy,
  invalid,
  uploadTarget,
}: RichTextEditorProps) {
  const [source, setSource] = useState(false)
  const [dialog, setDialog] = useState<EditorDialog | null>(null)
  const editor = useEditor({
    extensions: editorExtensions,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'kizuna-rich-text',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  })

  const toggleSource = () => {
    // Back from the source: the editor takes the edited HTML (keeping what it can represent).
    if (source) editor.commands.setContent(value, { emitUpdate: true })
    setSource(!source)
  }
  const close = () => {
    setDialog(null)
    editor.commands.focus()
  }

  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '& .kizuna-rich-text': { minHeight: 160, p: 1.5, outline: 'none' },
        '& .kizuna-rich-text:focus-visible': {
          boxShadow: (t) => `inset 0 0 0 2px ${t.palette.primary.main}`,
        },
        '& table': { borderCollapse: 'collapse', my: 1 },
        '& th, & td': { border: 1, borderColor: 'divider', p: 0.5, minWidth: 60, verticalAlign: 'top' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0 },
        '& .kizuna-embed': {
          p: 2,
          bgcolor: 'action.hover',
          border: 1,
          borderStyle: 'dashed',
          borderRadius: 1,
        },
        '& .ProseMirror-selectednode': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <EditorToolbar editor={editor} source={source} onToggleSource={toggleSource} onOpenDialog={setDialog} />
      {source ? (
        <Box
          component="textarea"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          spellCheck={false}
          sx={{
            display: 'block',
            width: '100%',
            minHeight: 240,
            boxSizing: 'border-box',
            p: 1.5,
            border: 0,
            borderTop: 1,
            borderColor: 'divider',
            fontFamily: 'monospace',
            fontSize: 13,
            resize: 'vertical',
          }}
        />
      ) : (
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          <EditorContent editor={editor} />
        </Box>
      )}
      {dialog === 'link' && (
        <LinkDialog
          initial={String(editor.getAttributes('link').href ?? '')}
          onApply={(href) => {
            setDialog(null)
            // With nothing selected, the address itself becomes the link's text.
            if (editor.state.selection.empty && !editor.isActive('link'))
              editor
                .chain()
                .focus()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run()
            else editor.chain().focus().extendMarkRange('link').setLink({ href }).run()
          }}
          onRemove={() => {
            setDialog(null)
            editor.chain().focus().extendMarkRange('link').unsetLink().run()
          }}
          onClose={close}
        />
      )}
      {dialog === 'image' && (
        <ImagePickerDialog
          uploadTarget={uploadTarget}
          onInsert={(attributes) => {
            setDialog(null)
            // A paragraph after the image takes the cursor, as after an embed (embed-node.ts).
            editor
              .chain()
              .focus()
              .insertContent([{ type: 'image', attrs: attributes }, { type: 'paragraph' }])
              .run()
          }}
          onClose={close}
        />
      )}
      {dialog === 'embed' && (
        <EmbedDialog
          onInsert={(attributes) => {
            setDialog(null)
            editor.chain().focus().insertEmbed(attributes).run()
          }}
          onClose={close}
        />
      )}
    </Box>
  )
}
