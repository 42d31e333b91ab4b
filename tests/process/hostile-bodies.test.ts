/**
 * Issue 10 §3, against the real server (a child process of server/main.ts) over loopback HTTP:
 * hostile chunked bodies are cut off without filling the memory, and ten parallel 12-megapixel
 * uploads stay under a memory ceiling. The server's peak RSS is VmHWM in /proc/<pid>/status.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectRoot } from '../../server/lib/paths.ts'
import { onPostgres } from '../support/test-database.ts'

const MB = 1024 * 1024
/** Three hostile posts may raise the peak RSS by less than this. */
const HOSTILE_RISE = 100 * MB
/**
 * Ten parallel 12-megapixel uploads keep the peak RSS under this. Measured on the 2-core test
 * machine with the queue (two images at a time): 1188 and 1278 MB at the peak, from about 600 MB
 * at rest (the process idles high: it peaks near 1 GB while starting). The ceiling leaves headroom.
 */
const IMAGE_CEILING = 1600 * MB
const admin = { email: 'hostile-admin@kizuna.example', password: 'hostile bodies test password' }

let child: ChildProcess
let base: URL
let token = ''
let dataDir = ''

/** Peak resident memory of the server so far, in bytes. */
function peakRss(): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
  const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1]
  if (!kb) throw new Error('no VmHWM in /proc/<pid>/status')
  return Number(kb) * 1024
}
/**
 * Starts a new peak at the current RSS: the start-up (migrations, first renders) peaks higher than
 * what is measured here, and a high-water mark would hide any rise below it.
 */
function resetPeak(): void {
  writeFileSync(`/proc/${child.pid}/clear_refs`, '5')
}
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`

async function startServer(): Promise<void> {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kizuna-hostile-'))
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  })
  let output = ''
  const listening = new Promise<string>((resolve, reject) => {
    const onOutput = (data: Buffer) => {
      output += data
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(output)
      if (match?.[1]) resolve(match[1])
    }
    child.stdout?.on('data', onOutput)
    child.stderr?.on('data', onOutput)
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)))
  })
  base = new URL(await listening)
  const login = await fetch(new URL('/user/api/v1/user/login/', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  expect(login.status).toBe(200)
  token = ((await login.json()) as { access: string }).access
}

beforeAll(async () => {
  if (!onPostgres) await startServer()
}, 120_000)

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
  sent: number
}

/**
 * POSTs a chunked body (no Content-Length): `head`, then `filler` again and again until the
 * server answers or `total` bytes are sent. Stops writing as soon as the answer arrives.
 */
function postChunked(
  url: string,
  headers: Record<string, string>,
  head: Buffer,
  filler: Buffer,
  total: number,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const request = http.request(new URL(url, base), { method: 'POST', headers })
    request.on('response', (response) => {
      answered = true
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (d) => {
        body += d
      })
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, sent })
        request.destroy()
      })
    })
    // The server closes the connection after cutting the body off: a write may then fail.
    request.on('error', (error) => {
      if (!answered) reject(error)
    })
    const pump = () => {
      while (!answered && sent < total) {
        const chunk = sent === 0 ? head : filler
        sent += chunk.length
        if (!request.write(chunk)) {
          request.once('drain', pump)
          return
        }
      }
      if (!answered) request.end()
    }
    pump()
  })
}

const boundary = 'hostile-bodies-boundary'
const multipartType = { 'content-type': `multipart/form-data; boundary=${boundary}` }
const fieldPart = (name: string, size: number) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${'x'.repeat(size)}\r\n`,
  )

describe.skipIf(onPostgres)('issue 10: hostile bodies against the server process', () => {
  it('cuts off three parallel hostile chunked posts with 413, raising the peak RSS by less than 100 MB', async () => {
    resetPeak()
    const before = peakRss()
    const auth = { authorization: `Bearer ${token}` }
    // Fields of 900 KB: each is under the field limit, so only the count of the whole body stops them.
    const manyFields = fieldPart('about', 900 * 1024)
    const answers = await Promise.all([
      postChunked('/volunteer', multipartType, fieldPart('firstName', 10), manyFields, 150 * MB),
      postChunked(
        '/homepage_slider/api/v1/homepage_slider/create/',
        { ...multipartType, ...auth },
        fieldPart('serial_number', 1),
        manyFields,
        150 * MB,
      ),
      postChunked(
        '/homepage_slider/api/v1/homepage_slider/create/',
        { ...multipartType, ...auth },
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.jpg"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        ),
        Buffer.alloc(64 * 1024, 0xab),
        150 * MB,
      ),
    ])
    const after = peakRss()
    console.log(
      `hostile posts: peak RSS before ${mb(before)}, after ${mb(after)}, rise ${mb(after - before)}; ` +
        `sent ${answers.map((a) => mb(a.sent)).join(', ')}; answers ${answers.map((a) => a.status).join(', ')}`,
    )
    for (const answer of answers) {
      expect([400, 413]).toContain(answer.status)
      expect(answer.sent).toBeLessThan(50 * MB)
      expect(JSON.parse(answer.body).detail).toBeTruthy()
    }
    expect(after - before).toBeLessThan(HOSTILE_RISE)
    // The server is still up and answering.
    expect((await fetch(new URL('/healthz', base))).status).toBe(200)
  }, 120_000)

  it('processes ten parallel 12-megapixel uploads under the memory ceiling', async () => {
    const photo = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: { r: 90, g: 140, b: 60 },
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer()
    resetPeak()
    const before = peakRss()
    let refusals = 0
    const upload = async (i: number): Promise<number> => {
      for (;;) {
        const form = new FormData()
        form.append('title', `<p>Photo ${i}</p>`)
        form.append('serial_number', String(100 + i))
        form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${i}.jpg`)
        const response = await fetch(new URL('/homepage_slider/api/v1/homepage_slider/create/', base), {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        })
        if (response.status !== 503) return response.status
        // A full queue says when to come back.
        refusals += 1
        const wait = Number(response.headers.get('retry-after'))
        expect(wait).toBeGreaterThan(0)
        await new Promise((resolve) => setTimeout(resolve, wait * 1000))
      }
    }
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(i)))
    const after = peakRss()
    console.log(
      `ten 12-megapixel uploads (${mb(photo.length)} each): peak RSS before ${mb(before)}, after ${mb(after)}; ` +
        `ceiling ${mb(IMAGE_CEILING)}; 503 refusals retried: ${refusals}`,
    )
    expect(statuses).toEqual(Array(10).fill(201))
    expect(after).toBeLessThan(IMAGE_CEILING)
  }, 600_000)
})
