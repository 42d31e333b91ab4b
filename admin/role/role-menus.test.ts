import { describe, expect, it } from 'vitest'
import { menuItemsOf, roleMenuChanges } from './role-menus.ts'

const roleMenus = [
  { id: 10, role: 2, menu_item: 1 },
  { id: 11, role: 2, menu_item: 3 },
  { id: 12, role: 5, menu_item: 1 },
]

describe('role menus', () => {
  it("reads a role's menu items", () => expect(menuItemsOf(roleMenus, 2)).toEqual([1, 3]))

  it('adds the newly ticked items and removes the unticked records of that role only', () => {
    expect(roleMenuChanges(roleMenus, 2, [3, 4, 4])).toEqual({ add: [4], remove: [10] })
    expect(roleMenuChanges(roleMenus, 2, [1, 3])).toEqual({ add: [], remove: [] })
    expect(roleMenuChanges(roleMenus, 7, [1])).toEqual({ add: [1], remove: [] })
  })
})
