import type { FixedRoute } from '../page-context.ts'

export const charityRoutes: FixedRoute[] = []
