import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useRecordContext } from 'react-admin'
import { RecordEdit } from '../forms.tsx'
import { DocumentInputs } from './DocumentInputs.tsx'

/**
 * The stored PDF as the browser shows it, so staff check the file before publishing. An iframe, not
 * an <object>: the back office's policy refuses plugins (object-src 'none').
 */
function PdfPreview() {
  const record = useRecordContext<{ title?: string; file?: string | null }>()
  if (!record?.file) return null
  return (
    <Box component="section" aria-labelledby="pdf-preview" sx={{ width: '100%', mt: 2 }}>
      <Typography id="pdf-preview" component="h2" variant="subtitle1" gutterBottom>
        Current PDF
      </Typography>
      <Box
        component="iframe"
        src={record.file}
        title={`Preview of the PDF of ${record.title ?? 'this document'}`}
        sx={{ width: '100%', height: { xs: 360, md: 560 }, border: 1, borderColor: 'divider' }}
      />
    </Box>
  )
}

export default function DocumentEdit() {
  return (
    <RecordEdit>
      <DocumentInputs />
      <PdfPreview />
    </RecordEdit>
  )
}
