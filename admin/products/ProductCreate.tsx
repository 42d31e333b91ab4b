/**
 * A new product: the product page's form; once created its page opens, where its pictures,
 * colours, sizes and attribute values are added.
 */
import Typography from '@mui/material/Typography'
import { GenericForm } from '../generic/GenericForm.tsx'
import { productInputs } from './product-inputs.tsx'

export default function ProductCreate() {
  return (
    <GenericForm
      mode="create"
      intro={
        <Typography component="h1" variant="h5" gutterBottom>
          New product
        </Typography>
      }
      inputs={productInputs}
      openCreated
    />
  )
}
