/** The product form's own inputs in the generic form (GenericForm's `inputs`), for create and edit alike. */
import { CategoryLevelsInput } from './CategoryLevelsInput.tsx'

export const productInputs = { category: <CategoryLevelsInput source="category" /> }
