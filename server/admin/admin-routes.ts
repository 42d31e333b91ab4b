/**
 * The back office (admin/, built by scripts/build.mjs into dist/admin/): a single-page app, so
 * /admin and every path under it answer the same HTML shell, never cached (it names the current
 * hashed files); /admin/assets/* are those files, cached for a year.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hiddenRoute } from '../http/route-docs.ts'
import { projectRoot } from '../lib/paths.ts'
import type { UploadLimits } from '../media/media-store.ts'

const builtDir = path.join(projectRoot, 'dist/admin')

export interface AdminAssets {
  js: string | null
  preload: string[]
  css: string[]
  fonts: string[]
}

function readAssets(adminDir: string): AdminAssets {
  const manifest = path.join(adminDir, 'manifest.json')
  if (!existsSync(manifest)) return { js: null, preload: [], css: [], fonts: [] }
  return JSON.parse(readFileSync(manifest, 'utf8')) as AdminAssets
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The HTML shell. The upload limits ride on the root element so that upload screens can say how
 * large a file may be before it is sent (admin/upload-limits.ts).
 */
export function renderShell(assets: AdminAssets, limits?: UploadLimits): string {
  const head = [
    ...assets.fonts.map(
      (href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    assets.js ? `<script type="module" src="${escapeHtml(assets.js)}"></script>` : '',
  ]
  const body = assets.js
    ? '<noscript><p>The back office needs JavaScript. Turn it on in your browser and reload this page.</p></noscript>'
    : '<p>The back office is not built yet: run <code>npm run build</code>, then reload this page.</p>'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Kizuna back office</title>
<link rel="icon" href="data:,">
${head.filter(Boolean).join('\n')}
</head>
<body>
${body}
<div id="admin"${limits ? ` data-max-image-bytes="${limits.maxImageBytes}" data-max-pdf-bytes="${limits.maxPdfBytes}"` : ''}></div>
</body>
</html>
`
}

/** `adminDir` is dist/admin; tests give a folder of their own. */
export async function registerAdminRoutes(
  app: FastifyInstance,
  adminDir = builtDir,
  limits?: UploadLimits,
): Promise<void> {
  const assets = readAssets(adminDir)
  if (!assets.js) app.log.warn('The back office is not built (npm run build): /admin shows how to build it.')
  const assetsDir = path.join(adminDir, 'assets')
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/admin/assets/',
      decorateReply: false,
      index: false,
      // File names carry a content hash.
      maxAge: '365d',
      immutable: true,
      // scripts/build.mjs writes .br and .gz copies.
      preCompressed: true,
    })
  } else {
    const assetsHidden = hiddenRoute('Files of the back office.')
    // Not built yet: asset URLs must still say 404, never answer the shell as a script.
    app.get('/admin/assets/*', { schema: assetsHidden }, (_request, reply) =>
      reply.code(404).send({ detail: 'File not found.' }),
    )
  }
  const shell = renderShell(assets, limits)
  const sendShell = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      // The Content-Security-Policy and the other security headers: http/security-headers.ts.
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(shell)
  const shellHidden = hiddenRoute('The back office (an HTML page and its scripts), not an API.')
  app.get('/admin', { schema: shellHidden }, sendShell)
  app.get('/admin/*', { schema: shellHidden }, sendShell)
}
