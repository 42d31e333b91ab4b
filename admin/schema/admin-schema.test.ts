import { describe, expect, it } from 'vitest'
import type { AdminSchema } from '../../common/resource-schema.ts'
import { ADMIN_SCHEMA_URL, loadAdminSchema } from './admin-schema.ts'

const answer = (name: string): AdminSchema => ({ timeZone: 'Asia/Dhaka', resources: [{ name } as never] })

describe('loadAdminSchema', () => {
  it('fetches once for a set of permissions, in any order', async () => {
    const asked: string[] = []
    const fetch = async (url: string) => {
      asked.push(url)
      return answer('notice')
    }
    const first = await loadAdminSchema(['notice.read', 'notice.update'], fetch)
    const again = await loadAdminSchema(['notice.update', 'notice.read'], fetch)
    expect(again).toBe(first)
    expect(asked).toEqual([ADMIN_SCHEMA_URL])
  })

  it('fetches again for other permissions (another sign-in)', async () => {
    let calls = 0
    const fetch = async () => answer(`r${++calls}`)
    await loadAdminSchema(['a.read'], fetch)
    const other = await loadAdminSchema(['b.read'], fetch)
    expect(other.resources[0]?.name).toBe('r2')
  })

  it('asks again after a failure instead of keeping it', async () => {
    let calls = 0
    const fetch = async () => {
      calls++
      if (calls === 1) throw new Error('offline')
      return answer('notice')
    }
    await expect(loadAdminSchema(['c.read'], fetch)).rejects.toThrow('offline')
    // Let the failure be noticed before asking again.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect((await loadAdminSchema(['c.read'], fetch)).resources[0]?.name).toBe('notice')
    expect(calls).toBe(2)
  })
})
