/**
 * Rich text of a form (an `html` field) in the editor the page blocks use (admin/cms/editor/),
 * loaded only when a form has such a field. The server sanitises what it stores.
 */
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { InputHelperText, useInput, type Validator } from 'react-admin'

import RichTextEditor from '../cms/editor/LazyRichTextEditor.tsx'

interface HtmlInputProps {
  source: string
  label: string
  validate?: Validator[]
  helperText?: string
}

export function HtmlInput({ source, label, validate, helperText }: HtmlInputProps) {
  const { field, fieldState, isRequired } = useInput({ source, validate })
  const labelId = useId()
  const messageId = useId()
  const invalid = fieldState.invalid
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography id={labelId} component="span" variant="subtitle2" sx={{ display: 'block', mb: 0.5 }}>
        {label}
        {isRequired ? ' *' : ''}
      </Typography>
      <RichTextEditor
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        labelId={labelId}
        describedBy={messageId}
        invalid={invalid}
      />
      <FormHelperText id={messageId} error={invalid}>
        <InputHelperText error={fieldState.error?.message} helperText={helperText} />
      </FormHelperText>
    </Box>
  )
}
