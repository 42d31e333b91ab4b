/** Fixed paths of the CMS-backed site itself. */
import type { Block } from '../../../web/page-data.ts'
import { describe, type FixedRoute } from '../page-context.ts'

export const coreRoutes: FixedRoute[] = [
  {
    // The home page's company cards link here; the index is only for the original's links.
    path: '/company/:id/:name?',
    async load(ctx, params) {
      const home = ctx.menuNamed('Home')
      const name = params.name ?? ''
      const blocks = home ? await ctx.section('company', [] as Block[], () => ctx.blocksOf(home.id)) : []
      const block = blocks.find((b) => b.key.toLowerCase() === name.toLowerCase()) ?? null
      if (!block) return null
      return {
        body: { kind: 'company', title: block.key, block },
        title: `${block.key} | ${ctx.site.siteName}`,
        description: describe(block.html || block.key),
      }
    },
  },
]
