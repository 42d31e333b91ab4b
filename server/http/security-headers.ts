/**
 * The security headers of every answer, set by @fastify/helmet: one Content-Security-Policy for
 * the site, its error pages, the back office shell and /docs, plus nosniff, a referrer policy and
 * framing by this site only. HSTS is sent only to requests that came over https.
 */
import helmet from '@fastify/helmet'
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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Other sites and API clients show the images of /media.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Helmet would send it over plain http too; see below.
    strictTransportSecurity: false,
  })
  // request.protocol honours TRUST_PROXY (X-Forwarded-Proto). Over plain http browsers ignore
  // HSTS, and a local server must not be pinned to https.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS)
  })
}
