/**
 * The inputs of a back-office account (server/resources/user.ts). The server keeps the last active
 * administrator from being demoted or deactivated and ends a user's sessions when their password
 * changes or they are deactivated; its messages show as notifications. Every user has a role; a
 * new one without a password is invited by email to choose it.
 */
import { BooleanInput, PasswordInput, ReferenceInput, required, SelectInput, TextInput } from 'react-admin'
import { UploadInput } from '../forms.tsx'

const minLength = (value: string | undefined) =>
  value && value.length < 10 ? 'Use at least 10 characters.' : undefined

export function UserInputs({ creating = false }: { creating?: boolean }) {
  return (
    <>
      <TextInput source="email" type="email" validate={required()} autoComplete="off" />
      <TextInput source="first_name" />
      <TextInput source="last_name" />
      <TextInput source="username" />
      <TextInput source="primary_phone" label="Phone" />
      <TextInput source="secondary_phone" label="Second phone" />
      <ReferenceInput source="role" reference="role" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <SelectInput
          optionText="name"
          label="Role"
          validate={required('Choose a role: a user acts through one.')}
        />
      </ReferenceInput>
      <BooleanInput source="is_active" label="Active (may sign in)" />
      <PasswordInput
        source="password"
        label={creating ? 'Password' : 'New password'}
        validate={minLength}
        autoComplete="new-password"
        helperText={
          creating
            ? 'Leave empty to email the user an invitation to choose their own (a link valid 7 days). At least 10 characters.'
            : 'Left empty, the password stays as it is. A new one signs the user out everywhere.'
        }
      />
      <UploadInput source="image" label="Photo" kind="image" />
    </>
  )
}

/** An empty password field means "no password" (create) or "keep it" (edit): never send "". */
export function withoutEmptyPassword(data: Record<string, unknown>): Record<string, unknown> {
  const { password, ...rest } = data
  return password ? { ...rest, password } : rest
}
