/** Pages and components import the layout's shared pieces through kit.ts only (ADR 008). */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const webDir = path.dirname(new URL(import.meta.url).pathname)
const kitSource = readFileSync(path.join(webDir, 'kit.ts'), 'utf8')
const members = [...kitSource.matchAll(/from '\.\/([^']+)'/g)].map((m) => path.join(webDir, m[1] as string))

const sources = (readdirSync(webDir, { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))
  .map((f) => path.join(webDir, f))

describe('kit.ts', () => {
  it('is the only way in to its members, so they ship as one chunk', () => {
    const offenders: string[] = []
    for (const file of sources) {
      if (members.includes(file) || file.endsWith('kit.ts')) continue
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        if (members.includes(path.join(path.dirname(file), spec as string)))
          offenders.push(`${path.relative(webDir, file)} imports ${spec}`)
      }
    }
    expect(members.length).toBeGreaterThan(5)
    expect(offenders).toEqual([])
  })
})
