/**
 * The public URL of a menu's page, as the original site built it: /{lowercased name}/{id}, with
 * Home at /. Names keep their spaces and "&" (the spec's routes, e.g.
 * "/japan & korean language center/7"); each segment is percent-encoded so the link is valid.
 */
export function menuPath(name: string, id: number): string {
  if (name === 'Home') return '/'
  return `/${encodeURIComponent(name.toLowerCase())}/${id}`
}

/**
 * The same path written as the original client writes it, unencoded: its menus link to
 * `/${name.toLowerCase()}/${id}`, and its router matches the decoded path, so "%26" for "&" would
 * miss its routes. Links stored in content for that client (the slider's) use this form; this site
 * accepts both, and encodes the spaces when it prints one as an href (safe-link.ts: linkHref).
 */
export function originalMenuPath(name: string, id: number): string {
  if (name === 'Home') return '/'
  return `/${name.toLowerCase()}/${id}`
}
