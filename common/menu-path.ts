/**
 * The public URL of a menu's page, as the original site built it: /{lowercased name}/{id}, with
 * Home at /. Names keep their spaces and "&" (the spec's routes, e.g.
 * "/japan & korean language center/7"); each segment is percent-encoded so the link is valid.
 */
export function menuPath(name: string, id: number): string {
  if (name === 'Home') return '/'
  return `/${encodeURIComponent(name.toLowerCase())}/${id}`
}
