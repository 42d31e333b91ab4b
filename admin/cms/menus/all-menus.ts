/**
 * Every CMS menu, published or not, for the Menus screen and the parent choice of the menu form.
 * The public nested list leaves hidden menus out, so this reads the staff list (all/) page by page.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { type RaRecord, useDataProvider } from 'react-admin'
import type { KizunaDataProvider } from '../../providers/data-provider.ts'
import type { MenuItem } from './menu-tree.ts'

/** The API's largest page. */
const PAGE_SIZE = 100

/** all/ presents the parent as {id, name}; the tree needs its id. */
export function toMenuItem(record: RaRecord): MenuItem {
  const parent = record.parent as { id: number } | number | null
  return {
    id: Number(record.id),
    name: String(record.name),
    parent: parent === null || parent === undefined ? null : typeof parent === 'number' ? parent : parent.id,
    position: Number(record.position),
    template: String(record.template),
    is_published: Boolean(record.is_published),
  }
}

export async function loadAllMenus(dataProvider: KizunaDataProvider): Promise<MenuItem[]> {
  const menus: MenuItem[] = []
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList('cms_menu', {
      pagination: { page, perPage: PAGE_SIZE },
      sort: { field: 'position', order: 'ASC' },
      filter: {},
    })
    menus.push(...data.map(toMenuItem))
    if (data.length < PAGE_SIZE || menus.length >= (total ?? 0)) return menus
  }
}

/**
 * The menus, loaded when the screen opens and again on reload(); setMenus shows a change before
 * the server has confirmed it.
 */
export function useAllMenus() {
  const dataProvider = useDataProvider<KizunaDataProvider>()
  const [menus, setMenus] = useState<MenuItem[] | null>(null)
  const [error, setError] = useState<Error | null>(null)
  // The latest load wins: an earlier answer still on its way is dropped.
  const latest = useRef(0)

  const reload = useCallback(() => {
    const load = ++latest.current
    loadAllMenus(dataProvider).then(
      (loaded) => {
        if (load !== latest.current) return
        setMenus(loaded)
        setError(null)
      },
      (failure: unknown) => {
        if (load === latest.current) setError(failure instanceof Error ? failure : new Error(String(failure)))
      },
    )
  }, [dataProvider])

  useEffect(() => {
    reload()
    return () => {
      // Left the screen: nothing may be set from a load still on its way.
      latest.current++
    }
  }, [reload])

  return { menus, setMenus, error, reload }
}
