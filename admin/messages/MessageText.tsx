/** A visitor's message in full, under its row: the lists show only the start of it. */
import Typography from '@mui/material/Typography'
import { useRecordContext } from 'react-admin'

export function MessageText({ source }: { source: string }) {
  const text = useRecordContext()?.[source]
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', maxWidth: '70ch' }}>
      {typeof text === 'string' && text !== '' ? text : '(no text)'}
    </Typography>
  )
}
