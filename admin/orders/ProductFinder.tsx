/**
 * The counter's product field: a barcode scanner types the SKU and presses Enter, and so can staff.
 * An exact SKU (any case) is added at once; otherwise the products whose SKU or name hold the text
 * are listed as one types, the first highlighted, and Enter adds it. The field empties and keeps
 * the focus for the next item, so a sale is rung up without the mouse.
 */
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { type KeyboardEvent, useRef, useState } from 'react'
import { useSearchAsYouType } from '../search-as-you-type.ts'
import { type FoundProduct, findProducts, productBySku } from './orders-api.ts'

const label = (p: FoundProduct) => `${p.sku} · ${p.name}`

export function ProductFinder({
  branch,
  onChoose,
  onMissing,
}: {
  /** The branch the goods leave from: the scan answers what it has free. */
  branch?: number
  onChoose: (product: FoundProduct) => void
  onMissing: (text: string) => void
}) {
  const [text, setText] = useState('')
  const { options, loading, clear } = useSearchAsYouType(text, findProducts)
  const input = useRef<HTMLInputElement>(null)

  const choose = (product: FoundProduct) => {
    onChoose(product)
    setText('')
    clear()
    input.current?.focus()
  }

  // A scanner's Enter comes before the search answers: look the SKU up directly.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey) return
    const typed = text.trim()
    if (!typed) return
    const highlighted = options.length > 0 && !loading
    if (highlighted) return // the list's own Enter adds the highlighted product
    event.preventDefault()
    productBySku(typed, branch).then(
      (product) => (product ? choose(product) : onMissing(typed)),
      () => onMissing(typed),
    )
  }

  return (
    <Autocomplete
      options={options}
      value={null}
      inputValue={text}
      autoHighlight
      filterOptions={(list) => list}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setText(value)
      }}
      onChange={(_, product) => product && choose(product)}
      onKeyDown={onKeyDown}
      getOptionLabel={label}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={loading}
      noOptionsText={text.trim() ? 'No product has this SKU or name.' : 'Scan or type a SKU or a name.'}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={input}
          autoFocus
          label="Scan or type a SKU"
          helperText="Enter adds it; the field stays ready for the next item."
        />
      )}
    />
  )
}
