/**
 * `aria-current="page"` for a menu link to the page being shown. Paths are compared decoded: the
 * menus link to "/japan%20%26%20korean…/9", and a visitor may arrive at the same page by the
 * original client's unencoded link (common/menu-path.ts).
 */
export function currentPage(href: string, pathname: string): 'page' | undefined {
  return decodePath(href) === decodePath(pathname) ? 'page' : undefined
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
