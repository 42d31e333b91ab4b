/** The spec's fixed paths (sample pages, forms, company details) and how a path is matched to one. */

import type { FixedRoute } from './page-context.ts'
import { charityRoutes } from './pages/charity.ts'
import { coreRoutes } from './pages/core.ts'
import { formRoutes } from './pages/forms.ts'
import { storyRoutes } from './pages/stories.ts'

export const fixedRoutes: FixedRoute[] = [...coreRoutes, ...charityRoutes, ...storyRoutes, ...formRoutes]

interface Compiled {
  route: FixedRoute
  segments: { literal?: string; param?: string; digits: boolean; optional: boolean }[]
}

const compiled: Compiled[] = fixedRoutes.map((route) => ({
  route,
  segments: route.path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const optional = part.endsWith('?')
      const bare = optional ? part.slice(0, -1) : part
      return bare.startsWith(':')
        ? { param: bare.slice(1), digits: bare === ':id', optional }
        : { literal: bare.toLowerCase(), digits: false, optional }
    }),
}))

/** The fixed route for a decoded path (no trailing slash), with its parameters; null if none. */
export function matchFixedRoute(
  decodedPath: string,
): { route: FixedRoute; params: Record<string, string | undefined> } | null {
  const parts = decodedPath.split('/').filter(Boolean)
  for (const { route, segments } of compiled) {
    if (parts.length > segments.length) continue
    const params: Record<string, string | undefined> = {}
    const matches = segments.every((segment, i) => {
      const part = parts[i]
      if (part === undefined) return segment.optional
      if (segment.literal !== undefined) return part.toLowerCase() === segment.literal
      if (segment.digits && !/^\d{1,9}$/.test(part)) return false
      params[segment.param as string] = part
      return true
    })
    if (matches) return { route, params }
  }
  return null
}
