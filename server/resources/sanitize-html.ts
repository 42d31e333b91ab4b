/**
 * HTML from editors is cleaned on write with an allow-list: what an editor needs (headings, text,
 * lists, links, images, tables, quotes, a few inline styles, maps and videos from known hosts) and
 * nothing that runs: no scripts, event handlers, javascript:/data: URLs, forms or unknown iframes.
 */
import sanitizeHtml from 'sanitize-html'
import { EMBED_HOSTS } from '../../common/embed-hosts.ts'

const SAFE_COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.%\s,]+\)$/i, /^[a-z]{3,20}$/i]
const SAFE_LENGTH = [/^-?\d+(\.\d+)?(px|em|rem|%|pt)?$/]

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'section',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'iframe',
  ],
  allowedAttributes: {
    '*': ['class', 'style', 'title', 'lang', 'dir'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'srcset', 'sizes'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'loading', 'referrerpolicy'],
    ol: ['start', 'reversed', 'type'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...EMBED_HOSTS],
  allowedStyles: {
    '*': {
      color: SAFE_COLOR,
      'background-color': SAFE_COLOR,
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      'font-size': SAFE_LENGTH,
      'line-height': SAFE_LENGTH,
      margin: [/^[\d.\s%a-z-]{1,40}$/],
      padding: [/^[\d.\s%a-z-]{1,40}$/],
      width: SAFE_LENGTH,
      height: SAFE_LENGTH,
      'max-width': SAFE_LENGTH,
    },
  },
  transformTags: {
    // A link that opens a new tab must not hand the opener to the new page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  // An iframe whose source was not allowed is left empty by the filter above: drop it entirely.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  // Drop the content of these, not just the tags (sanitize-html keeps text of removed tags otherwise).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'title',
    'xmp',
    'noembed',
    'noframes',
  ],
}

export function sanitizeEditorHtml(html: string): string {
  return sanitizeHtml(html, options)
}
