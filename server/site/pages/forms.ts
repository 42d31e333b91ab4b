import type { MenuTemplate } from '../../../common/menu-templates.ts'
import type { FixedRoute, TemplateLoader } from '../page-context.ts'

export const formRoutes: FixedRoute[] = []

/** Menu templates whose page is one of these forms (the Contact menu). */
export const formTemplates: Partial<Record<MenuTemplate, TemplateLoader>> = {}
