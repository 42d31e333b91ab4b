/**
 * General settings are one record for the site (the site reads the newest), so this screen is one
 * form: the newest record's, or a new one on an empty database.
 */
import { Create, Edit, Loading, SaveButton, SimpleForm, TextInput, Toolbar, useGetList } from 'react-admin'
import { UploadInput } from '../forms.tsx'

const images = [
  ['logo', 'Logo'],
  ['footer_logo', 'Footer logo'],
  ['favicon', 'Favicon'],
  ['slider', 'Popup slider image'],
] as const

/** Saving only: deleting the site's one settings record would leave the site without its name. */
const toolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
)

function SettingsForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges toolbar={toolbar}>
      <TextInput source="site_name" fullWidth />
      <TextInput source="title" fullWidth />
      <TextInput source="site_address" label="Site address (URL)" fullWidth />
      <TextInput source="email" type="email" />
      <TextInput source="email2" label="Second email" type="email" />
      <TextInput source="email3" label="Third email" type="email" />
      <TextInput source="phone" />
      <TextInput source="phone2" label="Second phone" />
      <TextInput source="phone3" label="Third phone" />
      <TextInput source="address" multiline fullWidth />
      <TextInput source="address2" label="Second address" multiline fullWidth />
      <TextInput source="google_url" label="Map link" fullWidth />
      <TextInput source="facebook_url" label="Facebook" fullWidth />
      <TextInput source="twitter_url" label="Twitter" fullWidth />
      <TextInput source="linkedin_url" label="LinkedIn" fullWidth />
      <TextInput source="instagram_url" label="Instagram" fullWidth />
      {images.map(([source, label]) => (
        <UploadInput key={source} source={source} label={label} kind="image" />
      ))}
    </SimpleForm>
  )
}

export default function GeneralSettings() {
  const { data, isPending } = useGetList('general_setting', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'DESC' },
  })
  if (isPending) return <Loading />
  const current = data?.[0]
  if (!current)
    return (
      <Create resource="general_setting" title="General settings" redirect={false}>
        <SettingsForm />
      </Create>
    )
  return (
    <Edit
      resource="general_setting"
      id={current.id}
      title="General settings"
      redirect={false}
      mutationMode="pessimistic"
    >
      <SettingsForm />
    </Edit>
  )
}
