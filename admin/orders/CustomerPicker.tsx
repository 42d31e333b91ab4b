/**
 * The customer of a new order, found by typing part of a name or a mobile number: the matches come
 * from the server as one types (inactive customers are not offered), the first highlighted, Enter
 * takes it. Once chosen, what the customer owes and may owe is said under the field, since a sale
 * on account is refused beyond the credit limit when the order is confirmed.
 */
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useSearchAsYouType } from '../search-as-you-type.ts'
import { type CustomerChoice, findCustomers } from './order-life-api.ts'
import { taka } from './order-words.ts'

const label = (c: CustomerChoice) => `${c.name}${c.phone ? ` · ${c.phone}` : ''}`

export function CustomerPicker({
  value,
  onChange,
}: {
  value: CustomerChoice | null
  onChange: (customer: CustomerChoice | null) => void
}) {
  const [text, setText] = useState('')
  const { options, loading } = useSearchAsYouType(text, findCustomers)
  const owes =
    value?.balance !== undefined && value.customer_credit_limit !== undefined
      ? `Owes Tk ${taka(value.balance)}; credit limit Tk ${taka(value.customer_credit_limit)}.`
      : 'Type part of a name or a mobile number.'

  return (
    <Autocomplete
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      inputValue={text}
      onInputChange={(_, typed) => setText(typed)}
      onChange={(_, customer) => onChange(customer)}
      getOptionLabel={label}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      // The server matched already: show its answer as it is.
      filterOptions={(list) => list}
      autoHighlight
      loading={loading}
      noOptionsText={text.trim() ? 'No customer matches.' : 'Type a name or a mobile number.'}
      renderInput={(params) => <TextField {...params} label="Customer" required helperText={owes} />}
    />
  )
}
