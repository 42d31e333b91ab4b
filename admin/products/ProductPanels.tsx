/**
 * What the product's page shows below its fields, each part saved on its own: the stock per branch
 * (read-only), the pictures, the colours and sizes, the attribute values. Read from the record in
 * context, so the edit and the show screens share it; read-only where the role may not change
 * products (or on the show screen).
 */
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useRecordContext } from 'react-admin'
import { useResourceSchema } from '../schema/admin-schema.ts'
import { ProductAttributes } from './ProductAttributes.tsx'
import { COLOUR_OPTIONS, ProductOptions, SIZE_OPTIONS } from './ProductOptions.tsx'
import { ProductPictures } from './ProductPictures.tsx'
import { ProductStock, type ProductStockShown } from './ProductStock.tsx'

interface ProductRecord {
  id: number
  sku: string
  name: string
  unit: string
  attribute_set: number | null
  stock: ProductStockShown | null
}

/** The product's name as the page's one h1, with its SKU under it. */
export function ProductHeading() {
  const product = useRecordContext<ProductRecord>()
  if (!product) return null
  return (
    <Box sx={{ mb: 1, width: '100%' }}>
      <Typography component="h1" variant="h5">
        {product.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        SKU {product.sku}
      </Typography>
    </Box>
  )
}

export function ProductPanels({ readOnly = false }: { readOnly?: boolean }) {
  const product = useRecordContext<ProductRecord>()
  const mayChange = useResourceSchema('product')?.can.update === true
  if (!product) return null
  const fixed = readOnly || !mayChange
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <ProductStock productId={product.id} stock={product.stock} unit={product.unit} />
      <ProductPictures productId={product.id} productName={product.name} readOnly={fixed} />
      <ProductOptions kind={COLOUR_OPTIONS} productId={product.id} readOnly={fixed} />
      <ProductOptions kind={SIZE_OPTIONS} productId={product.id} readOnly={fixed} />
      <ProductAttributes productId={product.id} attributeSet={product.attribute_set} readOnly={fixed} />
    </Box>
  )
}
