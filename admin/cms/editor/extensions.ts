/** What the block editor can write: the HTML the server keeps (server/content/sanitize-html.ts). */
import type { Extensions } from '@tiptap/core'
import Image from '@tiptap/extension-image'
import { TableKit } from '@tiptap/extension-table'
import StarterKit from '@tiptap/starter-kit'
import { Embed } from './embed-node.ts'

export const editorExtensions: Extensions = [
  StarterKit.configure({
    // A page's title is its banner's h1: blocks start at h2.
    heading: { levels: [2, 3, 4] },
    // Clicking a link while editing places the cursor; it does not leave the page.
    link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  TableKit.configure({ table: { resizable: false } }),
  Embed,
]
