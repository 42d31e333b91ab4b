/**
 * One panel of the product's page (its stock, pictures, colours, sizes, attribute values): a
 * titled section of its own, saved on its own, with its refusal said as a sentence above it.
 */
import Alert from '@mui/material/Alert'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'

interface Props {
  title: string
  failure?: string
  children: ReactNode
}

export function ProductPanel({ title, failure, children }: Props) {
  const heading = useId()
  return (
    <Paper component="section" aria-labelledby={heading} variant="outlined" sx={{ p: 2, mt: 2, minWidth: 0 }}>
      <Typography id={heading} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      {children}
    </Paper>
  )
}
