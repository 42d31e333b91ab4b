/** The inputs of a home page slide (server/resources/homepage-slider.ts), for edit and create. */
import { NumberInput, TextInput } from 'react-admin'
import { UploadInput } from '../forms.tsx'

export function SlideInputs() {
  return (
    <>
      <TextInput
        source="title"
        multiline
        fullWidth
        helperText="Shown large over the image; simple HTML such as <br> or <strong> is kept."
      />
      <TextInput source="subtitle" fullWidth />
      <TextInput source="details" multiline fullWidth />
      <TextInput
        source="link"
        fullWidth
        helperText="Where the slide leads: https://… or a path such as /notice/."
      />
      <NumberInput
        source="serial_number"
        label="Order"
        helperText="Slides are shown from the lowest number; slides without one come last."
      />
      <UploadInput source="image" label="Image" kind="image" />
    </>
  )
}
