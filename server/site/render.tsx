/** Renders one page to a complete HTML document. */
import { renderToString } from 'react-dom/server'
import { App } from '../../web/app.tsx'
import type { PageData } from '../../web/page-data.ts'
import { loadPage } from '../../web/pages/registry.ts'
import { RouterProvider } from '../../web/router.tsx'

export interface ClientAssets {
  js: string | null
  css: string[]
  /** Font files to preload (scripts/build.mjs picks those every page shows above the fold). */
  fonts?: string[]
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

/** The body of a 301 (a renamed menu's old address): the link, for a client that does not follow it. */
export function movedDocument(location: string): string {
  const href = escapeHtml(location)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Moved</title></head><body><p>This page is now at <a href="${href}">${href}</a>.</p></body></html>`
}

/** JSON inside a <script> element: nothing in it may close the element or confuse the parser. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** schema.org Organization for search engines, from the site settings. */
function organization(data: PageData, publicUrl: string) {
  const { site } = data
  const sameAs = Object.values(site.social).filter((url): url is string => Boolean(url))
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.siteName,
    url: `${publicUrl}/`,
    ...(site.logo ? { logo: `${publicUrl}${site.logo}` } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.address ? { address: site.address } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  }
}

/** An image address as a share card needs it: absolute, on the site's address when it is a path. */
function absoluteImage(src: string, publicUrl: string): string | null {
  if (/^https?:\/\//i.test(src)) return src
  if (src.startsWith('/') && !src.startsWith('//')) return `${publicUrl}${src}`
  return null // data: and relative addresses make no share image
}

/**
 * The picture a share card shows (og:image): the page's first image in its main content, else
 * the site's logo.
 */
function shareImage(body: string, data: PageData, publicUrl: string): string | null {
  const start = body.indexOf('<main')
  const main = start < 0 ? '' : body.slice(start, body.indexOf('</main>', start))
  for (const match of main.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)) {
    const src = absoluteImage((match[1] ?? '').replace(/&amp;/g, '&'), publicUrl)
    if (src) return src
  }
  return data.site.logo ? absoluteImage(data.site.logo, publicUrl) : null
}

/**
 * Without JavaScript the menu buttons cannot open anything: show the whole menu instead, so the
 * site can be read and navigated on a phone with scripts off.
 */
const NO_SCRIPT_STYLE =
  '<noscript><style>.menu-toggle,.submenu-toggle{display:none!important}' +
  '.site-nav,.site-nav .submenu{display:block!important}</style></noscript>'

export async function renderDocument(
  data: PageData,
  assets: ClientAssets,
  publicUrl: string,
): Promise<string> {
  const Page = await loadPage(data.body.kind)
  const router = { path: data.path, navigate: () => {} }
  const body = renderToString(
    <RouterProvider router={router}>
      <App data={data} Page={Page} />
    </RouterProvider>,
  )
  const url = `${publicUrl}${data.path}`
  const title = escapeHtml(data.title)
  const description = escapeHtml(data.description)
  const image = shareImage(body, data, publicUrl)
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    data.status === 200 && !data.noindex
      ? `<link rel="canonical" href="${escapeHtml(url)}">`
      : '<meta name="robots" content="noindex">',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="${escapeHtml(data.site.siteName)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    '<meta name="twitter:card" content="summary_large_image">',
    data.site.favicon ? `<link rel="icon" href="${escapeHtml(data.site.favicon)}">` : '',
    ...(assets.fonts ?? []).map(
      (href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    NO_SCRIPT_STYLE,
    assets.js ? `<script type="module" src="${escapeHtml(assets.js)}"></script>` : '',
    data.body.kind === 'home'
      ? `<script type="application/ld+json">${scriptJson(organization(data, publicUrl))}</script>`
      : '',
  ].join('')
  return `<!doctype html><html lang="en"><head>${head}</head><body><div id="root">${body}</div><script id="page-data" type="application/json">${scriptJson(data)}</script></body></html>`
}
