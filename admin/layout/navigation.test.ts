import { describe, expect, it } from 'vitest'
import type { AdminSchema, ResourceSchema } from '../../common/resource-schema.ts'
import { type NavigationEntry, schemaNavigation, visibleNavigation } from './navigation.ts'

let nextId = 1
const entry = (title: string, url: string | null, children: NavigationEntry[] = []): NavigationEntry => ({
  id: nextId++,
  title,
  menu_id: null,
  url,
  children,
})

const tree = [
  entry('Site content', null, [
    entry('Menus', '/admin/cms_menu'),
    entry('Home page slider', '/admin/homepage_slider'),
  ]),
  entry('Accounts', null, [entry('Users', '/admin/user'), entry('Audit log', '/admin/audit_log')]),
]

describe('visibleNavigation', () => {
  it('keeps the groups and the screens the role may list, with router paths', () => {
    expect(visibleNavigation(tree, ['cms_menu.read', 'homepage_slider.read', 'user.read'])).toEqual([
      {
        title: 'Site content',
        links: [
          { title: 'Menus', resource: 'cms_menu', to: '/cms_menu' },
          { title: 'Home page slider', resource: 'homepage_slider', to: '/homepage_slider' },
        ],
      },
      { title: 'Accounts', links: [{ title: 'Users', resource: 'user', to: '/user' }] },
    ])
  })

  it('drops a group none of whose screens the role may list', () =>
    expect(visibleNavigation(tree, ['cms_menu.read']).map((s) => s.title)).toEqual(['Site content']))

  it('drops an entry whose permission was taken away even though role_menu still offers it', () =>
    expect(visibleNavigation(tree, ['cms_menu.update'])).toEqual([]))

  it('puts top-level entries first and ignores links that leave the back office', () => {
    const sections = visibleNavigation(
      [entry('Home', '/admin'), entry('Elsewhere', 'https://example.org/'), ...tree],
      ['cms_menu.read'],
    )
    expect(sections[0]).toEqual({ title: null, links: [{ title: 'Home', resource: null, to: '/' }] })
    expect(sections.flatMap((s) => s.links).map((l) => l.title)).not.toContain('Elsewhere')
  })
})

describe('schemaNavigation', () => {
  const resource = (name: string, plural: string, nav?: ResourceSchema['nav']) =>
    ({ name, plural, nav }) as ResourceSchema
  const schema: AdminSchema = {
    timeZone: 'Asia/Dhaka',
    resources: [
      resource('user', 'Users', { group: 'accounts', icon: 'People', order: 0 }),
      resource('designation', 'Designations', { group: 'organisation', icon: 'Work', order: 2 }),
      resource('department', 'Departments', { group: 'organisation', icon: 'Apartment', order: 1 }),
      resource('permission', 'Permissions'),
      resource('cms_menu', 'Menus', { group: 'content', icon: 'AccountTree', order: 0 }),
    ],
  }

  it('groups the planned entries in the groups’ order, each by its order, titled by its plural', () => {
    const tree = schemaNavigation(schema)
    expect(tree.map((g) => [g.title, g.menu_id])).toEqual([
      ['Site content', 'group:content'],
      ['Organisation', 'group:organisation'],
      ['Accounts', 'group:accounts'],
    ])
    expect(tree[1]?.children.map((e) => [e.title, e.url])).toEqual([
      ['Departments', '/admin/department'],
      ['Designations', '/admin/designation'],
    ])
    expect(tree.flatMap((g) => g.children).map((e) => e.menu_id)).not.toContain('permission')
  })

  it('is the sidebar when the role’s menus cannot be read, filtered by permissions', () => {
    const sections = visibleNavigation(schemaNavigation(schema), ['department.read', 'user.read'])
    expect(sections.map((s) => [s.title, s.links.map((l) => l.to)])).toEqual([
      ['Organisation', ['/department']],
      ['Accounts', ['/user']],
    ])
  })
})
