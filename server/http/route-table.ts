/**
 * The API's method + path patterns, kept beside Fastify's router so that a request that matches
 * nothing can be told what would have matched: the same path with or without the trailing slash
 * (the original redirected these) or the same path with another method (405).
 */
export class RouteTable {
  private readonly routes: { method: string; pattern: RegExp }[] = []

  add(method: string, path: string): void {
    const pattern = new RegExp(
      `^${path
        .split('/')
        .map((segment) =>
          segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}$`,
    )
    this.routes.push({ method, pattern })
    if (method === 'GET') this.routes.push({ method: 'HEAD', pattern })
  }

  /** The path to redirect to when only the trailing slash is wrong, if any. */
  slashAlternative(method: string, path: string): string | undefined {
    if (path === '/') return undefined
    const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`
    return this.routes.some((r) => r.method === method && r.pattern.test(other)) ? other : undefined
  }

  /** Methods the path does answer to (for a 405's Allow header). */
  allowedMethods(path: string): string[] {
    return [...new Set(this.routes.filter((r) => r.pattern.test(path)).map((r) => r.method))]
  }
}
