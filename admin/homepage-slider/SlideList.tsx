/** The home page's slides with their images; sorted by their order on the site by default. */
import { FunctionField, NumberField, TextField } from 'react-admin'
import { ListGrid } from '../list-grid.tsx'
import { OrgDateField, SearchList, ThumbnailField } from '../lists.tsx'

/** A title is HTML (line breaks, emphasis): the list shows its text. */
function textOfHtml(html: string | null | undefined): string {
  if (!html) return ''
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? ''
}

export default function SlideList() {
  return (
    <SearchList search="Search titles and subtitles" sort={{ field: 'serial_number', order: 'ASC' }}>
      <ListGrid rowClick="edit">
        <ThumbnailField source="image" label="Image" sortable={false} />
        <NumberField source="serial_number" label="Order" />
        <FunctionField
          label="Title"
          sortable={false}
          render={(record: { title?: string | null }) => textOfHtml(record.title)}
        />
        <TextField source="subtitle" />
        <OrgDateField source="updated_at" label="Changed" sortable={false} />
      </ListGrid>
    </SearchList>
  )
}
