/** A product for a role that reads it only: every field, then its stock and parts, read-only. */
import GenericShow from '../generic/GenericShow.tsx'
import { ProductHeading, ProductPanels } from './ProductPanels.tsx'

export default function ProductShow() {
  return <GenericShow leading={[<ProductHeading key="heading" />]} after={<ProductPanels readOnly />} />
}
