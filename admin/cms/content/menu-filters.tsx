/** The filters of the lists of blocks and images across menus: a text search and one menu. */
import { AutocompleteInput, ReferenceInput, SearchInput } from 'react-admin'

export const menuContentFilters = (searchPlaceholder: string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} />,
  <ReferenceInput
    key="cms_menu"
    source="cms_menu"
    reference="cms_menu"
    alwaysOn
    sort={{ field: 'name', order: 'ASC' }}
  >
    <AutocompleteInput label="Menu" optionText="name" filterToQuery={(q) => (q ? { q } : {})} />
  </ReferenceInput>,
]

/** A row of either list opens its menu's page screen. */
export const pagePath = (record: { cms_menu?: { id: number } | number | null }) => {
  const menu = record.cms_menu
  const id = typeof menu === 'object' && menu !== null ? menu.id : menu
  return id ? `/pages/${id}` : false
}
