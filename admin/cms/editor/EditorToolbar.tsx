/**
 * The block editor's toolbar. Every button is named for screen readers; those that switch a
 * format on and off say whether it is on (aria-pressed). Table buttons work inside a table only.
 */
import Code from '@mui/icons-material/Code'
import FormatBold from '@mui/icons-material/FormatBold'
import FormatItalic from '@mui/icons-material/FormatItalic'
import FormatListBulleted from '@mui/icons-material/FormatListBulleted'
import FormatListNumbered from '@mui/icons-material/FormatListNumbered'
import FormatQuote from '@mui/icons-material/FormatQuote'
import ImageIcon from '@mui/icons-material/Image'
import LinkIcon from '@mui/icons-material/Link'
import MapIcon from '@mui/icons-material/Map'
import TableChart from '@mui/icons-material/TableChart'
import { Box, Button, Divider, IconButton, Tooltip } from '@mui/material'
import type { Editor } from '@tiptap/core'
import { useEditorState } from '@tiptap/react'
import type { ReactNode } from 'react'

export type EditorDialog = 'link' | 'image' | 'embed'

interface Props {
  editor: Editor
  source: boolean
  onToggleSource: () => void
  onOpenDialog: (dialog: EditorDialog) => void
}

function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string
  pressed?: boolean
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Tooltip describeChild title={label}>
      {/* The span lets the tooltip follow a disabled button. */}
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={pressed}
          disabled={disabled}
          onClick={onClick}
          color={pressed ? 'primary' : 'default'}
          sx={pressed ? { bgcolor: 'action.selected' } : undefined}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  )
}

export function EditorToolbar({ editor, source, onToggleSource, onOpenDialog }: Props) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      inTable: e.isActive('table'),
    }),
  })
  const chain = () => editor.chain().focus()
  const off = source
  return (
    <Box
      role="toolbar"
      aria-label="Formatting"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, p: 0.5 }}
    >
      {([2, 3, 4] as const).map((level) => (
        <ToolButton
          key={level}
          label={`H${level}: heading level ${level}`}
          pressed={state[`h${level}`]}
          disabled={off}
          onClick={() => chain().toggleHeading({ level }).run()}
        >
          <Box component="span" sx={{ fontSize: 14, fontWeight: 700, width: 24 }}>
            H{level}
          </Box>
        </ToolButton>
      ))}
      <Divider orientation="vertical" flexItem />
      <ToolButton label="Bold" pressed={state.bold} disabled={off} onClick={() => chain().toggleBold().run()}>
        <FormatBold />
      </ToolButton>
      <ToolButton
        label="Italic"
        pressed={state.italic}
        disabled={off}
        onClick={() => chain().toggleItalic().run()}
      >
        <FormatItalic />
      </ToolButton>
      <ToolButton
        label="Bullet list"
        pressed={state.bullet}
        disabled={off}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulleted />
      </ToolButton>
      <ToolButton
        label="Numbered list"
        pressed={state.ordered}
        disabled={off}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumbered />
      </ToolButton>
      <ToolButton
        label="Quotation"
        pressed={state.quote}
        disabled={off}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <FormatQuote />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label="Link" pressed={state.link} disabled={off} onClick={() => onOpenDialog('link')}>
        <LinkIcon />
      </ToolButton>
      <ToolButton label="Image from the library" disabled={off} onClick={() => onOpenDialog('image')}>
        <ImageIcon />
      </ToolButton>
      <ToolButton label="Embed a map or video" disabled={off} onClick={() => onOpenDialog('embed')}>
        <MapIcon />
      </ToolButton>
      <ToolButton
        label="Insert table"
        disabled={off || state.inTable}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      >
        <TableChart />
      </ToolButton>
      {state.inTable && !off && (
        <>
          <Button size="small" onClick={() => chain().addRowAfter().run()}>
            Add row
          </Button>
          <Button size="small" onClick={() => chain().deleteRow().run()}>
            Remove row
          </Button>
          <Button size="small" onClick={() => chain().addColumnAfter().run()}>
            Add column
          </Button>
          <Button size="small" onClick={() => chain().deleteColumn().run()}>
            Remove column
          </Button>
          <Button size="small" color="warning" onClick={() => chain().deleteTable().run()}>
            Remove table
          </Button>
        </>
      )}
      <Divider orientation="vertical" flexItem />
      <ToolButton label="HTML source" pressed={source} onClick={onToggleSource}>
        <Code />
      </ToolButton>
    </Box>
  )
}
