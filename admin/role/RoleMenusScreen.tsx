/**
 * Role menus (/admin/role_menu, where the shipped navigation links): a role chosen from a list,
 * then its checklist of back-office menu entries, rather than raw role/menu-item rows.
 */
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { Loading, Title } from 'react-admin'
import { useAllRecords } from '../lists.tsx'
import { RoleMenus } from './RoleMenus.tsx'

export default function RoleMenusScreen() {
  const roles = useAllRecords<{ id: number; name: string }>('role', { field: 'name', order: 'ASC' })
  const [roleId, setRoleId] = useState<number | ''>('')
  const chosen = roles.records.find((role) => role.id === roleId)
  return (
    <>
      <Title title="Role menus" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          {roles.isPending ? (
            <Loading />
          ) : (
            <TextField
              select
              label="Role"
              value={roleId}
              onChange={(event) => setRoleId(Number(event.target.value))}
              sx={{ minWidth: 240 }}
              helperText="Whose menu to change."
            >
              {roles.records.map((role) => (
                <MenuItem key={role.id} value={role.id}>
                  {role.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {/* A new key per role: the checklist starts again from that role's saved menu. */}
          {chosen && <RoleMenus key={chosen.id} roleId={chosen.id} roleName={chosen.name} />}
        </CardContent>
      </Card>
    </>
  )
}
