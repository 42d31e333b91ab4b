/** Says above the outbox whether an SMTP server takes the mail, or it only waits here. */
import Alert from '@mui/material/Alert'
import { useEffect, useState } from 'react'
import { useDataProvider } from 'react-admin'
import type { KizunaDataProvider } from '../providers/data-provider.ts'

export function MailServerNote() {
  const dataProvider = useDataProvider<KizunaDataProvider>()
  const [smtp, setSmtp] = useState<boolean | undefined>(undefined)
  useEffect(() => {
    let current = true
    dataProvider.mailServer().then(
      ({ data }) => current && setSmtp(data.smtp),
      () => {},
    )
    return () => {
      current = false
    }
  }, [dataProvider])
  if (smtp === undefined) return null
  return smtp ? (
    <Alert severity="success" sx={{ mt: 2 }}>
      A mail server is set up (SMTP_URL): emails are sent, and listed here with what became of them.
    </Alert>
  ) : (
    <Alert severity="info" sx={{ mt: 2 }}>
      No mail server is set up (SMTP_URL): emails are not sent, only kept here. Open one to read it and follow
      its link, e.g. an invitation or a password reset.
    </Alert>
  )
}
