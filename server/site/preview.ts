/**
 * Previews of pages that are not published yet (issue 5 §4): staff who may read menus open a
 * page's public URL with `?preview=1` and see it rendered; everybody else gets what the public
 * gets. A preview answer depends on who asks, so neither it nor the public answer to a preview
 * URL may be kept by the page cache or any shared cache.
 */
import type { FastifyRequest } from 'fastify'
import { can } from '../auth/request-auth.ts'

/** Browsers may keep a preview for the tab; proxies, CDNs and the page cache never. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store'

/** Whether a page URL (path and query) asks for the preview. */
export function asksForPreview(url: string): boolean {
  const queryAt = url.indexOf('?')
  return queryAt >= 0 && new URLSearchParams(url.slice(queryAt + 1)).get('preview') === '1'
}

/**
 * Whether the request comes from staff allowed to read menus. An expired or unknown session is
 * simply not staff here: a visitor with a stale cookie gets the public page, not an error.
 */
export async function mayPreview(request: FastifyRequest): Promise<boolean> {
  try {
    return can(await request.getAuth(), 'cms_menu', 'read')
  } catch {
    return false
  }
}
