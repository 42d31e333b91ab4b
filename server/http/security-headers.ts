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

/** The policy as one header value; `formActions` are origins forms may post to besides this site. */
const cspHeader = (formActions: readonly string[] = []) =>
  Object.entries(CONTENT_SECURITY_POLICY)
    .map(
      ([name, values]) =>
        `${name} ${(name === 'form-action' ? [...values, ...formActions] : values).join(' ')}`,
    )
    .join(';')

/**
 * What @fastify/helmet sent with the options of HELMET_OPTIONS (security-headers.test.ts pins the
 * two together), as constants: helmet rebuilt them on every request, a measurable share of a
 * cached page's cost.
 */
const headersWith = (formActions: readonly string[]): Readonly<Record<string, string>> =>
  Object.freeze({
    'content-security-policy': cspHeader(formActions),
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

/**
 * `formActions`: the payment gateway's origin, when one is configured. The donation form posted
 * without JavaScript is answered with a 303 to the gateway's page, and browsers hold a form's
 * redirects to its page's form-action too.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { formActions = [] }: { formActions?: readonly string[] } = {},
): void {
  const headers = headersWith(formActions)
  // One synchronous hook. request.protocol honours TRUST_PROXY (X-Forwarded-Proto). Over plain
  // http browsers ignore HSTS, and a local server must not be pinned to https.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers)
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS)
    done()
  })
}
