/**
 * The charity pages' managed content: events, projects, services, testimonials and the blog with
 * its moderated comments. Drafts are never public and a later publish date publishes then, without
 * a restart (publish-schedule.ts). The site reads it through service.ts.
 */
import { defineArea } from '../area.ts'
import { blogCategoryResource, blogCommentResource, blogPostResource } from './blog-resources.ts'
import { eventResource, projectResource, serviceResource, testimonialResource } from './charity-resources.ts'
import { seedContentDemo } from './demo/seed.ts'
import { PublishSchedule } from './publish-schedule.ts'
import { nextPublishAt } from './service.ts'

export const contentArea = defineArea({
  name: 'content',
  resources: [
    eventResource,
    projectResource,
    serviceResource,
    testimonialResource,
    blogPostResource,
    blogCategoryResource,
    blogCommentResource,
  ],
  routes: async (app, deps) => {
    const schedule = new PublishSchedule({
      cache: deps.cache,
      clock: deps.clock,
      nextPublishAt: (after) => nextPublishAt(deps.db, after),
      log: app.log,
    })
    app.addHook('onClose', () => schedule.stop())
    await schedule.start()
  },
  seedDemo: (db) => seedContentDemo(db),
})

// One publishing rule for every publishable record, these and other areas' (causes): drafts are
// never public, a later publish date publishes then without a restart.
export { PublishSchedule } from './publish-schedule.ts'
export { publishableResource, publishingFields, visibleAt } from './publishing.ts'
