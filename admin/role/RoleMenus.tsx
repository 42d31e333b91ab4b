/**
 * Which entries of the back office's navigation (menu_item) a role gets, as a checklist saved to
 * role_menu records: one added per newly ticked item, the unticked ones deleted together.
 */
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { Loading, useCanAccess, useDataProvider, useNotify } from 'react-admin'
import { useAllRecords } from '../lists.tsx'
import { menuItemsOf, type RoleMenuRecord, roleMenuChanges } from './role-menus.ts'

interface MenuItem {
  id: number
  title: string
  parent: number | null
}

export function RoleMenus({ roleId, roleName }: { roleId: number; roleName: string }) {
  const items = useAllRecords<MenuItem>('menu_item', { field: 'position', order: 'ASC' })
  const roleMenus = useAllRecords<RoleMenuRecord & { id: number }>('role_menu')
  const { canAccess: canAdd } = useCanAccess({ resource: 'role_menu', action: 'create' })
  const { canAccess: canRemove } = useCanAccess({ resource: 'role_menu', action: 'delete' })
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const [wanted, setWanted] = useState<number[] | null>(null)
  const [saving, setSaving] = useState(false)

  const loaded = !items.isPending && !roleMenus.isPending
  useEffect(() => {
    if (loaded && wanted === null) setWanted(menuItemsOf(roleMenus.records, roleId))
  }, [loaded, wanted, roleMenus.records, roleId])

  async function save() {
    if (!wanted) return
    const { add, remove } = roleMenuChanges(roleMenus.records, roleId, wanted)
    setSaving(true)
    try {
      for (const item of add)
        await dataProvider.create('role_menu', { data: { role: roleId, menu_item: item } })
      if (remove.length > 0) await dataProvider.deleteMany('role_menu', { ids: remove })
      await roleMenus.refetch()
      notify(`Menus of ${roleName} saved.`, { type: 'success' })
    } catch (error) {
      notify((error as Error).message || 'The menus could not be saved.', { type: 'error' })
    } finally {
      setSaving(false)
    }
  }

  const titleOf = new Map(items.records.map((item) => [item.id, item.title]))
  return (
    <Card component="section" aria-labelledby="role-menus" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="role-menus" component="h2" variant="h6" gutterBottom>
          Back-office menus
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          What {roleName} is offered in the navigation. Taking an entry away hides the screen but does not
          forbid it: that is the permissions' job.
        </Typography>
        {!loaded || wanted === null ? (
          <Loading />
        ) : items.records.length === 0 ? (
          <Alert severity="info">There are no back-office menu items yet: add them under Menu items.</Alert>
        ) : (
          <>
            <FormGroup>
              {items.records.map((item) => (
                <FormControlLabel
                  key={item.id}
                  label={
                    item.parent === null ? item.title : `${titleOf.get(item.parent) ?? ''} › ${item.title}`
                  }
                  control={
                    <Checkbox
                      checked={wanted.includes(item.id)}
                      disabled={wanted.includes(item.id) ? !canRemove : !canAdd}
                      onChange={() =>
                        setWanted(
                          wanted.includes(item.id)
                            ? wanted.filter((w) => w !== item.id)
                            : [...wanted, item.id],
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <Button
              variant="contained"
              onClick={save}
              disabled={saving || (!canAdd && !canRemove)}
              sx={{ mt: 1 }}
            >
              Save menus
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  )
}
