/** A role's name, description and permission matrix; the built-in Administrator's cannot be narrowed. */
import Typography from '@mui/material/Typography'
import { required, TextInput, useRecordContext } from 'react-admin'
import { PermissionMatrix } from './PermissionMatrix.tsx'

interface Role {
  name: string
  is_builtin: boolean
}

export function RoleInputs() {
  const role = useRecordContext<Role & { id: number }>()
  const builtin = role?.is_builtin === true
  return (
    <>
      <TextInput source="name" validate={required()} readOnly={builtin} />
      {/* Not the input's helper text: a read-only input greys it below AA contrast. */}
      {builtin && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1 }}>
          A built-in role keeps its name.
        </Typography>
      )}
      <TextInput source="description" multiline fullWidth />
      <PermissionMatrix readOnly={builtin && role?.name === 'Administrator'} />
    </>
  )
}
