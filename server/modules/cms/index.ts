/** The site's content: menus and their pages, images, the slider, settings, notices, circulars. */
import { defineArea } from '../area.ts'
import { cmsMenuResource } from './cms-menu.ts'
import { cmsMenuContentResource } from './cms-menu-content.ts'
import { cmsMenuContentImageResource } from './cms-menu-content-image.ts'
import { registerContentRoutes } from './content-routes.ts'
import { circularResource, noticeResource } from './documents.ts'
import { generalSettingResource } from './general-setting.ts'
import { homepageSliderResource } from './homepage-slider.ts'
import { registerOrderRoutes } from './order-routes.ts'

export const cmsArea = defineArea({
  name: 'cms',
  resources: [
    cmsMenuResource,
    cmsMenuContentResource,
    cmsMenuContentImageResource,
    homepageSliderResource,
    generalSettingResource,
    noticeResource,
    circularResource,
  ],
  routes: async (app, deps) => {
    registerOrderRoutes(app, deps, () => deps.cache.invalidate())
    registerContentRoutes(app, deps)
  },
})
