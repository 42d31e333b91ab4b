import { BooleanField, NumberField, ReferenceField, TextField } from 'react-admin'
import { ListGrid } from '../list-grid.tsx'
import { SearchList } from '../lists.tsx'

export default function MenuItemList() {
  return (
    <SearchList search="Search titles" sort={{ field: 'position', order: 'ASC' }}>
      <ListGrid rowClick="edit">
        <NumberField source="position" />
        <TextField source="title" />
        <ReferenceField source="parent" reference="menu_item" label="Under" link={false} />
        <TextField source="url" label="Address" />
        <BooleanField source="exact" />
      </ListGrid>
    </SearchList>
  )
}
