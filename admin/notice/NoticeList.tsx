import { BooleanField, Datagrid, DateField, FileField, List, SearchInput, TextField } from 'react-admin'

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search titles" />]

export default function NoticeList() {
  return (
    <List sort={{ field: 'date', order: 'DESC' }} filters={filters}>
      <Datagrid rowClick="edit">
        <TextField source="title" />
        <DateField source="date" />
        <BooleanField source="show_on_homepage" label="On home page" />
        <FileField source="file" title="title" label="PDF" sortable={false} target="_blank" />
      </Datagrid>
    </List>
  )
}
