/**
 * Downloads the list as it stands (filters, search, order) as CSV from the resource's export
 * route: every matching row, not just the page shown. A plain link the browser downloads
 * (Content-Disposition: attachment), with the session cookie, so nothing is held in the page.
 */
import Download from '@mui/icons-material/Download'
import Button from '@mui/material/Button'
import { useListContext } from 'react-admin'
import { exportHref } from '../providers/data-provider.ts'

export function ExportButton({ exportUrl }: { exportUrl: string }) {
  const { filterValues, sort } = useListContext()
  return (
    <Button
      component="a"
      href={exportHref(exportUrl, { filter: filterValues, sort })}
      download
      size="small"
      startIcon={<Download />}
    >
      Export CSV
    </Button>
  )
}
