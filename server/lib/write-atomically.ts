import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Writes under a temporary name and renames, so an interrupted run never leaves a truncated file
 * behind that the next (idempotent) run would then take for done.
 */
export async function writeAtomically(target: string, data: Uint8Array): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true })
  const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`
  try {
    await writeFile(temp, data)
    await rename(temp, target)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}
