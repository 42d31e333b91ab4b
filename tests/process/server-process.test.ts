/**
 * The server as an operator runs it: a child process of server/main.ts with environment
 * variables. Covers configuration errors, first start with the demo, restart on the same data
 * folder without re-seeding, and shutdown on SIGTERM.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { projectRoot } from '../../server/lib/paths.ts'
import { testMediaDir } from '../support/paths.ts'
import { onPostgres } from '../support/test-database.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'kizuna-process-'))
const children: ChildProcess[] = []
afterAll(async () => {
  // A test that timed out leaves its server running, still writing into the data folder.
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGKILL'))),
  )
  rmSync(dataDir, { recursive: true, force: true })
})

interface Running {
  child: ChildProcess
  url: string
  output: () => string
  exit: Promise<number | null>
}

function run(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      MEDIA_DIR: testMediaDir,
      ...env,
    },
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (d) => {
    output += d
  })
  child.stderr?.on('data', (d) => {
    output += d
  })
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, url: '', output: () => output, exit }
}

async function started(running: Running): Promise<Running> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(running.output())
    if (match?.[1]) return { ...running, url: match[1] }
    if (running.child.exitCode !== null) throw new Error(`server exited: ${running.output()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`server did not start: ${running.output()}`)
}

describe.skipIf(onPostgres)('the server process', () => {
  it('refuses bad configuration, naming each bad variable, and exits non-zero', async () => {
    const running = run({ PORT: 'eighty', SEED_DEMO: 'perhaps' })
    expect(await running.exit).toBe(1)
    expect(running.output()).toMatch(/PORT must be a number \(got "eighty"\)/)
    expect(running.output()).toMatch(/SEED_DEMO must be true or false/)
  })

  it('starts with the demo, keeps data across a restart without re-seeding, and stops on SIGTERM', async () => {
    const first = await started(run({}))
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200)
    const menus = await (await fetch(`${first.url}/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/`)).json()
    expect(menus.menus.length).toBeGreaterThan(5)
    expect(first.output()).toContain('demo organisation')

    // A second process on the same data folder is refused with a clear message.
    const second = run({})
    expect(await second.exit).toBe(1)
    expect(second.output()).toMatch(/in use by another Kizuna process/)

    first.child.kill('SIGTERM')
    expect(await first.exit).toBe(0)
    expect(first.output()).toContain('"msg":"stopped"')

    const again = await started(run({}))
    const after = await (await fetch(`${again.url}/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/`)).json()
    expect(after).toEqual(menus)
    expect(again.output()).not.toContain('demo organisation')
    again.child.kill('SIGINT')
    expect(await again.exit).toBe(0)
    // Two starts of a process that compiles TypeScript on the fly: each may take `started`'s
    // 90 s on a machine running other suites at once.
  }, 240_000)
})
