/**
 * Products: the generic list (picture, SKU, name, category, price, active; search by SKU or name;
 * filters by brand and active) with what each holds in stock over all branches, and a filter by a
 * category and everything under it (?in_category=), each category named by its path.
 */
import Typography from '@mui/material/Typography'
import { FunctionField, SelectInput } from 'react-admin'
import GenericList from '../generic/GenericList.tsx'
import { useAllRecords } from '../lists.tsx'
import { type CategoryNode, categoryPaths } from './category-tree.ts'
import type { ProductStockShown } from './ProductStock.tsx'

export default function ProductList() {
  const { records: categories } = useAllRecords<CategoryNode>('category')
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ mt: 2 }}>
        Products
      </Typography>
      <GenericList
        trailingColumns={[
          <FunctionField
            key="stock"
            source="stock"
            label="In stock"
            sortable={false}
            textAlign="right"
            render={(p: { stock: ProductStockShown | null; unit: string }) =>
              p.stock ? `${p.stock.quantity} ${p.unit}` : ''
            }
            sx={{ whiteSpace: 'nowrap' }}
          />,
        ]}
        extraFilters={[
          <SelectInput
            key="in_category"
            source="in_category"
            label="Category"
            choices={categoryPaths(categories)}
            alwaysOn
          />,
        ]}
      />
    </>
  )
}
