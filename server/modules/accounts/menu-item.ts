import { asc } from 'drizzle-orm'
import { menuItem, roleMenu } from '../../db/schema.ts'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { auditEmails, timestamps } from '../../resources/present-helpers.ts'

type MenuItemRow = Row<typeof menuItem>

/** The fields of the original's MenuItemListSerializer (without audit and children). */
export const menuItemFields = (r: MenuItemRow) => ({
  id: r.id,
  parent: r.parentId,
  position: r.position,
  menu_id: r.menuId,
  title: r.title,
  translate: r.translate,
  type: r.type,
  icon: r.icon,
  url: r.url,
  exact: r.exact,
})

async function presentItems(rows: MenuItemRow[], ctx: PresentContext) {
  const email = await auditEmails(ctx, rows)
  return rows.map((r) => ({
    ...menuItemFields(r),
    created_by: email(r.createdBy),
    updated_by: email(r.updatedBy),
    ...timestamps(r, ctx),
  }))
}

/** Entries of the back office's navigation (not the public site's menus). */
export const menuItemResource = defineResource({
  name: 'menu_item',
  label: 'Menu item',
  plural: 'Back-office menus',
  admin: { nav: { group: 'accounts', icon: 'MenuOpen' } },
  table: menuItem,
  listKey: 'menu_items',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.position), asc(t.id)],
  private: true,
  searchParams: ['title'],
  fields: {
    title: field.text('title', { required: true, max: 100, searchable: true }),
    parent: field.ref('parentId', 'menu_item'),
    position: field.int('position', { nullable: false }),
    menu_id: field.text('menuId', { max: 100 }),
    translate: field.text('translate', { max: 100 }),
    type: field.text('type', { max: 100 }),
    icon: field.text('icon', { max: 100 }),
    url: field.url('url'),
    exact: field.bool('exact'),
  },
  presentList: presentItems,
  presentDetail: async (row, ctx) => (await presentItems([row], ctx))[0] as object,
})

export const roleMenuResource = defineResource({
  name: 'role_menu',
  label: 'Role menu',
  plural: 'Role menus',
  admin: { nav: { group: 'accounts', icon: 'Checklist' } },
  table: roleMenu,
  listKey: 'role_menus',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.roleId), asc(t.menuItemId)],
  private: true,
  fields: {
    role: field.ref('roleId', 'role', { required: true }),
    menu_item: field.ref('menuItemId', 'menu_item', { required: true }),
  },
  async presentList(rows, ctx) {
    const email = await auditEmails(ctx, rows)
    return rows.map((r) => ({
      id: r.id,
      role: r.roleId,
      menu_item: r.menuItemId,
      created_by: email(r.createdBy),
      updated_by: email(r.updatedBy),
      ...timestamps(r, ctx),
    }))
  },
  presentDetail: async (r, ctx) => ({
    id: r.id,
    role: r.roleId,
    menu_item: r.menuItemId,
    ...timestamps(r, ctx),
  }),
})
