/**
 * The member search of the dues collection: type part of a name, a member number (12 or M-000012)
 * or a mobile number; the matches come from the server as one types, the first is highlighted,
 * and Enter adds it and empties the field for the next member, so a meeting's collection is typed
 * without the mouse. Members already added are not offered again.
 */
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { MEMBER_STATUS_NAMES } from '../../common/membership-status.ts'
import { useSearchAsYouType } from '../search-as-you-type.ts'
import { type FoundMember, findMembers } from './dues-api.ts'

const label = (m: FoundMember) =>
  `${m.member_number} ${m.name}${m.primary_phone ? ` · ${m.primary_phone}` : ''}${m.status ? ` · ${MEMBER_STATUS_NAMES[m.status]}` : ''}`

export function MemberFinder({ onChoose, chosen }: { onChoose: (m: FoundMember) => void; chosen: number[] }) {
  const [text, setText] = useState('')
  const { options, loading, clear } = useSearchAsYouType(text, findMembers)

  return (
    <Autocomplete
      options={options.filter((m) => !chosen.includes(m.id))}
      value={null}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        // Choosing a member empties the field (reason "reset"), ready for the next one.
        if (reason !== 'reset') setText(value)
      }}
      onChange={(_, member) => {
        if (!member) return
        onChoose(member)
        setText('')
        clear()
      }}
      getOptionLabel={label}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      // The server matched already: show its answer as it is.
      filterOptions={(list) => list}
      autoHighlight
      blurOnSelect={false}
      clearOnBlur={false}
      loading={loading}
      noOptionsText={text.trim() ? 'No member matches' : 'Type a name, member number or mobile number'}
      size="small"
      sx={{ maxWidth: 560 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Add a member"
          placeholder="Name, member number or mobile number"
          autoFocus
          helperText="Enter adds the highlighted member."
        />
      )}
    />
  )
}
