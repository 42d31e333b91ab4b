/**
 * The security headers of every answer (what @fastify/helmet sent, as constants): one Content-Security-Policy for
 * the site, its error pages, the back office shell and /docs, plus nosniff, a referrer policy and
 * framing by this site only. HSTS is sent only to requests that came over https.
 */
import type { FastifyInstance } from 'fastify'
import { EMBED_HOSTS } from '../../common/embed-hosts.ts'

// The contact page's map may come from the bare openstreetmap.org too (site/forms/map-embed.ts).
const FRAME_HOSTS = [...new Set([...EMBED_HOSTS, 'openstreetmap.org'])].map((host) => `https://${host}`)

/**
 * No inline script anywhere: the site's <script type="application/json"> and ld+json blocks are
 * data, which CSP never runs. Styles may stay inline (style attributes, MUI's <style> elements).
 * blob: images are the back office's previews of chosen files; frames are the embed hosts' maps
 * and videos and this server's own PDFs.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", ...FRAME_HOSTS],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  // The site's PDF viewer embeds /media PDFs; /media sends nothing else inline (media-routes.ts).
  'object-src': ["'self'"],
  'base-uri': ["'self'"],
}

const HSTS = 'max-age=31536000; includeSubDomains'

const cspHeader = Object.entries(CONTENT_SECURITY_POLICY)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join(';')

/**
 * What @fastify/helmet sent with the options of HELMET_OPTIONS (security-headers.test.ts pins the
 * two together), as constants: helmet rebuilt them on every request, a measurable share of a
 * cached page's cost.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': cspHeader,
  'cross-origin-opener-policy': 'same-origin',
  // Other sites and API clients show the images of /media.
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
})

export function registerSecurityHeaders(app: FastifyInstance): void {
  // One synchronous hook. request.protocol honours TRUST_PROXY (X-Forwarded-Proto). Over plain
  // http browsers ignore HSTS, and a local server must not be pinned to https.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS)
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS)
    done()
  })
}
