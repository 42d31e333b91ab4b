/**
 * A product's page: its fields (the generic form, with the category chosen through its three
 * levels) under its name, then its stock, pictures, colours, sizes and attribute values.
 */
import { GenericForm } from '../generic/GenericForm.tsx'
import { ProductHeading, ProductPanels } from './ProductPanels.tsx'
import { productInputs } from './product-inputs.tsx'

export default function ProductEdit() {
  return (
    <GenericForm mode="edit" intro={<ProductHeading />} inputs={productInputs} after={<ProductPanels />} />
  )
}
