/**
 * Starts the built server (dist/server.js) on a fresh data folder with the demo, for the browser
 * tests, with the stand-in SSLCommerz on 127.0.0.1 as its payment gateway (nothing leaves the
 * machine); their addresses reach the tests through provide/inject.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { projectRoot } from '../../server/lib/paths.ts'
import { testAdmin, testMediaDir } from '../support/paths.ts'
import { type SslcommerzStandIn, startSslcommerzStandIn } from '../support/sslcommerz-stand-in.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The stand-in payment gateway the server sends donors to. */
    gatewayUrl: string
  }
}

let server: ChildProcess | undefined
let gateway: SslcommerzStandIn | undefined
let dataDir = ''

export async function setup(project: TestProject): Promise<void> {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kizuna-e2e-'))
  const port = 4600 + Math.floor(Math.random() * 300)
  const baseUrl = `http://127.0.0.1:${port}`
  gateway = await startSslcommerzStandIn()
  server = spawn(process.execPath, ['dist/server.js'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MEDIA_DIR: testMediaDir,
      LOG_LEVEL: 'warn',
      // The forms' minimum fill time would make every form test wait; the API tests prove it.
      FORM_MIN_FILL_SECONDS: '0',
      // A real account, so the sign-in page can be tested end to end.
      ADMIN_EMAIL: testAdmin.email,
      ADMIN_PASSWORD: testAdmin.password,
      // The gateway posts its IPN here, and sends donors back here.
      PUBLIC_URL: baseUrl,
      SSLCOMMERZ_STORE_ID: gateway.storeId,
      SSLCOMMERZ_STORE_PASSWORD: gateway.storePassword,
      SSLCOMMERZ_BASE_URL: gateway.baseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break
    } catch {}
    if (Date.now() > deadline) throw new Error('the built server did not start (run npm run build first)')
    await new Promise((r) => setTimeout(r, 250))
  }
  project.provide('baseUrl', baseUrl)
  project.provide('gatewayUrl', gateway.baseUrl)
}

export async function teardown(): Promise<void> {
  server?.kill('SIGTERM')
  await new Promise((r) => server?.once('exit', r))
  await gateway?.close()
  rmSync(dataDir, { recursive: true, force: true })
}
