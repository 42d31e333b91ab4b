import { randomUUID } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * PGlite is a single-process database: a second process opening the same folder corrupts it.
 * A lock file turns that mistake into a clear message instead.
 *
 * The file is created exclusively (hard-linked into place), so of two processes starting at once
 * exactly one gets it. It holds a random token, the pid and the process's start time (field 22 of
 * /proc/<pid>/stat), so a file left by a crash whose pid now belongs to another process (after a
 * reboot or in a container, often pid 1) is seen as stale. A stale file is replaced by renaming a
 * new one over it, under a second exclusive file so that two processes never both take it over;
 * the lock is ours only if our token is read back.
 */

interface Holder {
  token: string
  pid: number
  /** Null where /proc is unavailable (not Linux), or in a pid file of an older version. */
  start: string | null
}

const ATTEMPTS = 5

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces: count after its ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The holder named by a lock file, or null when there is no file. */
function readHolder(file: string): Holder | null {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  try {
    const parsed = JSON.parse(text) as Partial<Holder>
    if (typeof parsed === 'object' && parsed && typeof parsed.pid === 'number') {
      return { token: String(parsed.token ?? ''), pid: parsed.pid, start: parsed.start ?? null }
    }
  } catch {}
  // An older version's pid file: the pid alone.
  return { token: '', pid: Number(text.trim()) || 0, start: null }
}

/** Whether the holder is still running: its pid is alive and is the same process that wrote it. */
function holds(holder: Holder): boolean {
  if (!holder.pid || holder.pid === process.pid || !isAlive(holder.pid)) return false
  const start = processStartTime(holder.pid)
  if (holder.start !== null) return start === null || start === holder.start
  // An older version's file names no start time: only a Node.js process can be a Kizuna.
  if (start === null) return true
  try {
    return /node|kizuna/i.test(readFileSync(`/proc/${holder.pid}/cmdline`, 'utf8'))
  } catch {
    return true
  }
}

function inUse(dir: string, pid: number): Error {
  return new Error(
    `The embedded database in ${dir} is in use by another Kizuna process (pid ${pid}). ` +
      'Stop that process, or set DATABASE_URL to run several processes on PostgreSQL.',
  )
}

/**
 * Creates `file` holding `content` unless it exists. The content is written to a file of our own
 * first and hard-linked into place, so nobody ever reads the file empty or half written: a reader
 * that saw an empty lock file took it for a stale one, and two processes both won.
 */
function createExclusive(file: string, content: string): boolean {
  const temp = `${file}.${randomUUID()}.tmp`
  writeFileSync(temp, content)
  try {
    linkSync(temp, file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    rmSync(temp, { force: true })
  }
}

export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const lockFile = path.join(dir, 'kizuna.pid')
  const takeoverFile = `${lockFile}.takeover`
  const token = randomUUID()
  const content = JSON.stringify({ token, pid: process.pid, start: processStartTime(process.pid) })
  const release = () => {
    if (readHolder(lockFile)?.token === token) rmSync(lockFile, { force: true })
  }

  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (createExclusive(lockFile, content)) return release
    const stale = readHolder(lockFile)
    if (!stale) continue // released meanwhile: try to create it again
    if (holds(stale)) throw inUse(dir, stale.pid)

    // Stale: one process at a time replaces it.
    if (!createExclusive(takeoverFile, content)) {
      const other = readHolder(takeoverFile)
      // Gone meanwhile: its holder finished. Removing "it" now could remove a third process's
      // new take-over file and let two processes take over at once.
      if (!other) continue
      if (holds(other)) throw inUse(dir, other.pid)
      // Left by a process that died in the middle of a take-over.
      rmSync(takeoverFile, { force: true })
      continue
    }
    try {
      // Judged stale before we held the take-over file: still that same file?
      const current = readHolder(lockFile)
      if (current && current.token === stale.token && current.pid === stale.pid) {
        const temp = `${lockFile}.${token}.tmp`
        writeFileSync(temp, content)
        renameSync(temp, lockFile)
      }
      if (readHolder(lockFile)?.token === token) return release
    } finally {
      if (readHolder(takeoverFile)?.token === token) rmSync(takeoverFile, { force: true })
    }
  }
  const holder = readHolder(lockFile)
  throw inUse(dir, holder?.pid ?? 0)
}
