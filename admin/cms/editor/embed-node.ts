/**
 * A map or video embedded from one of the allowed hosts (common/embed-hosts.ts): saved as an
 * <iframe>, which the server keeps for those hosts only. In the editor it shows as a labelled box,
 * not a live frame: the back office's content security policy frames nothing from other sites.
 */
import { mergeAttributes, Node } from '@tiptap/core'

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    embed: {
      /** Inserts an embed of an address already checked with checkEmbedUrl. */
      insertEmbed: (attributes: { src: string; title: string }) => ReturnType
    }
  }
}

export const Embed = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: { default: null },
      title: { default: 'Embedded map or video' },
      width: { default: '100%' },
      height: { default: '400' },
    }
  },

  parseHTML() {
    return [{ tag: 'iframe[src]' }]
  },

  renderHTML({ HTMLAttributes }) {
    return ['iframe', mergeAttributes(HTMLAttributes, { loading: 'lazy', allowfullscreen: 'true' })]
  },

  addNodeView() {
    return ({ node }) => {
      const box = document.createElement('div')
      box.className = 'kizuna-embed'
      const src = String(node.attrs.src ?? '')
      let host = src
      try {
        host = new URL(src).hostname
      } catch {}
      box.textContent = `Embedded from ${host}: ${node.attrs.title}`
      box.title = src
      return { dom: box }
    }
  },

  addCommands() {
    return {
      insertEmbed:
        (attributes) =>
        ({ commands }) =>
          // With a paragraph after it, the cursor lands there: left on the embed (a selected atom),
          // the next insertion (an image from the library, say) would replace it.
          commands.insertContent([{ type: this.name, attrs: attributes }, { type: 'paragraph' }]),
    }
  },
})
