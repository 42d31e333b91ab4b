// Procedural illustrations for the demo data set. Every function returns an SVG string and is
// deterministic for a given seed, so re-seeding a database always produces the same pictures.
// Nothing here uses <text>: sharp's SVG renderer may have no fonts, so lettering is drawn with a
// small built-in stroke alphabet instead.

export type SceneKind =
  | 'campus'
  | 'classroom'
  | 'welding'
  | 'fuji'
  | 'seoul'
  | 'graduation'
  | 'airplane'
  | 'handshake'
  | 'charity'
  | 'passport'

export const sceneKinds: readonly SceneKind[] = [
  'campus',
  'classroom',
  'welding',
  'fuji',
  'seoul',
  'graduation',
  'airplane',
  'handshake',
  'charity',
  'passport',
]

export type WeldingTool = 'stick' | 'mig' | 'tig'
export type DocumentKind = 'licence' | 'certificate' | 'accreditation' | 'registration'
export type HairStyle = 'short' | 'side-part' | 'long' | 'bun' | 'hijab' | 'receding'
export type Attire = 'suit' | 'shirt' | 'kameez' | 'polo'

export interface PortraitHint {
  hair?: HairStyle
  beard?: boolean
  glasses?: boolean
  skin?: number
  attire?: Attire
  greyHair?: boolean
}

export interface SceneOptions {
  tool?: WeldingTool
}

// ---------------------------------------------------------------------------------------------
// Randomness and colour

export class Rng {
  private state: number

  constructor(seed: string) {
    let h = 0x811c9dc5
    for (let i = 0; i < seed.length; i++) {
      h ^= seed.charCodeAt(i)
      h = Math.imul(h, 0x01000193)
    }
    this.state = h >>> 0 || 0x9e3779b9
    // The first outputs of xorshift track the seed closely; discard a few so similar seeds diverge.
    for (let i = 0; i < 6; i++) this.next()
  }

  next(): number {
    let x = this.state
    x ^= x << 13
    x >>>= 0
    x ^= x >>> 17
    x ^= x << 5
    x >>>= 0
    this.state = x
    return x / 4294967296
  }

  range(a: number, b: number): number {
    return a + (b - a) * this.next()
  }

  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1 - 1e-9))
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    const value = items[Math.floor(this.next() * items.length)]
    if (value === undefined) throw new Error('pick() needs a non-empty list')
    return value
  }
}

function at<T>(items: readonly T[], index: number): T {
  const value = items[((index % items.length) + items.length) % items.length]
  if (value === undefined) throw new Error('at() needs a non-empty list')
  return value
}

export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360
  const sat = Math.max(0, Math.min(100, s)) / 100
  const lig = Math.max(0, Math.min(100, l)) / 100
  const a = sat * Math.min(lig, 1 - lig)
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12
    const v = lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

function parseHex(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a)
  const [br, bg, bb] = parseHex(b)
  const c = (x: number, y: number): string =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0')
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`
}

const darken = (c: string, t: number): string => mix(c, '#000000', t)
const lighten = (c: string, t: number): string => mix(c, '#ffffff', t)

// ---------------------------------------------------------------------------------------------
// SVG building blocks

type Stop = readonly [offset: number, color: string, opacity?: number]
type Attrs = Record<string, string | number | undefined>
type Pt = readonly [number, number]

const num = (n: number): string => (Math.round(n * 100) / 100).toString()

function el(tag: string, attrs: Attrs, children = ''): string {
  const a = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? num(v) : v}"`)
    .join(' ')
  return children ? `<${tag} ${a}>${children}</${tag}>` : `<${tag} ${a}/>`
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...extra })
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...extra })
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra })
const path = (d: string, fill: string, extra: Attrs = {}): string => el('path', { d, fill, ...extra })
const poly = (points: readonly Pt[], fill: string, extra: Attrs = {}): string =>
  el('polygon', { points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(' '), fill, ...extra })
const line = (points: readonly Pt[]): string =>
  points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'} ${num(x)} ${num(y)}`).join(' ')
const stroke = (d: string, color: string, width: number, extra: Attrs = {}): string =>
  path(d, 'none', {
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  })
const group = (children: string, extra: Attrs = {}): string => el('g', extra, children || ' ')

function stopsXml(stops: readonly Stop[]): string {
  return stops
    .map(([o, c, op]) =>
      el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op === undefined ? undefined : op }),
    )
    .join('')
}

class Svg {
  private readonly defs: string[] = []
  private readonly body: string[] = []
  private counter = 0

  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly viewBox: string,
  ) {}

  linear(stops: readonly Stop[], dir: readonly [number, number, number, number] = [0, 0, 0, 1]): string {
    const id = `l${this.counter++}`
    this.defs.push(
      el('linearGradient', { id, x1: dir[0], y1: dir[1], x2: dir[2], y2: dir[3] }, stopsXml(stops)),
    )
    return `url(#${id})`
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `r${this.counter++}`
    this.defs.push(el('radialGradient', { id, cx, cy, r }, stopsXml(stops)))
    return `url(#${id})`
  }

  blur(deviation: number): string {
    const id = `f${this.counter++}`
    this.defs.push(
      el(
        'filter',
        { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
        el('feGaussianBlur', { stdDeviation: deviation }),
      ),
    )
    return `url(#${id})`
  }

  add(...parts: string[]): void {
    this.body.push(...parts)
  }

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" ` +
      `viewBox="${this.viewBox}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    )
  }
}

// Scenes are composed in a 1200x800 design space. Other aspect ratios widen or narrow the visible
// strip around the centre, so backgrounds are drawn across the whole visible range [x0, x1].
interface View {
  x0: number
  x1: number
  w: number
}

function sceneCanvas(width: number, height: number): { svg: Svg; v: View } {
  const w = (800 * width) / height
  const x0 = (1200 - w) / 2
  return { svg: new Svg(width, height, `${num(x0)} 0 ${num(w)} 800`), v: { x0, x1: x0 + w, w } }
}

// ---------------------------------------------------------------------------------------------
// Stroke alphabet: each glyph is "advance|x,y x,y;x,y ..." on a grid six units tall.

const glyphSource: Record<string, string> = {
  A: '4|0,6 2,0 4,6;0.8,4 3.2,4',
  B: '4|0,3 3,3 4,4 4,5 3,6 0,6 0,0 3,0 3.8,0.8 3.8,2.2 3,3',
  C: '4|4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '4|0,0 0,6 2.4,6 4,4.4 4,1.6 2.4,0 0,0',
  E: '4|4,0 0,0 0,6 4,6;0,3 3,3',
  F: '4|4,0 0,0 0,6;0,3 3,3',
  G: '4|4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.4 2.2,3.4',
  H: '4|0,0 0,6;4,0 4,6;0,3 4,3',
  I: '2|1,0 1,6',
  J: '4|4,0 4,5 3,6 1,6 0,5',
  K: '4|0,0 0,6;4,0 0,3.6;1.4,2.6 4,6',
  L: '4|0,0 0,6 4,6',
  M: '5|0,6 0,0 2.5,4 5,0 5,6',
  N: '4|0,6 0,0 4,6 4,0',
  O: '4|1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0',
  P: '4|0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  Q: '4|1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0;2.6,4.6 4,6',
  R: '4|0,6 0,0 3,0 4,1 4,2 3,3 0,3;2,3 4,6',
  S: '4|4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '4|0,0 4,0;2,0 2,6',
  U: '4|0,0 0,5 1,6 3,6 4,5 4,0',
  V: '4|0,0 2,6 4,0',
  W: '5|0,0 1.25,6 2.5,2 3.75,6 5,0',
  X: '4|0,0 4,6;4,0 0,6',
  Y: '4|0,0 2,3 4,0;2,3 2,6',
  Z: '4|0,0 4,0 0,6 4,6',
  '0': '4|1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0',
  '1': '3|0.4,1.2 2,0 2,6;0.4,6 3,6',
  '2': '4|0,1 1,0 3,0 4,1 4,2.3 0,6 4,6',
  '3': '4|0,0.8 1,0 3,0 4,1 4,2 3,3 1.5,3;3,3 4,4 4,5 3,6 1,6 0,5.2',
  '4': '4|3,6 3,0 0,4.2 4,4.2',
  '5': '4|4,0 0.3,0 0,2.8 2.8,2.6 4,3.6 4,5 3,6 1,6 0,5.2',
  '6': '4|3.8,0.6 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 1,3 0,4',
  '7': '4|0,0 4,0 1.5,6',
  '8': '4|1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3',
  '9': '4|4,2 3,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6 0.2,5.4',
  '-': '3|0.5,3 2.5,3',
  '.': '1|0.5,5.8 0.5,6',
  '&': '4|4,6 0.6,2 0.6,1 1.4,0 2.6,0 3.2,1 3.2,1.8 0,4.4 0,5.2 0.8,6 2.4,6 4,4',
  ' ': '2.4|',
}

interface Glyph {
  advance: number
  strokes: Pt[][]
}

const glyphs = new Map<string, Glyph>(
  Object.entries(glyphSource).map(([ch, src]) => {
    const [advance, body = ''] = src.split('|')
    const strokes = body
      .split(';')
      .filter((s) => s.trim() !== '')
      .map((s) =>
        s
          .trim()
          .split(' ')
          .map((p): Pt => {
            const [x = '0', y = '0'] = p.split(',')
            return [Number(x), Number(y)]
          }),
      )
    return [ch, { advance: Number(advance), strokes }]
  }),
)

const GLYPH_GAP = 1.5

function glyphFor(ch: string): Glyph {
  return glyphs.get(ch.toUpperCase()) ?? glyphs.get(' ') ?? { advance: 2.4, strokes: [] }
}

function letteringWidth(text: string, cap: number, tracking = 0): number {
  const scale = cap / 6
  let units = 0
  for (const ch of text) units += glyphFor(ch).advance + GLYPH_GAP + tracking
  return Math.max(0, units - GLYPH_GAP - tracking) * scale
}

interface LetteringOptions {
  anchor?: 'start' | 'middle' | 'end'
  tracking?: number
  weight?: number
  opacity?: number
}

function lettering(
  text: string,
  x: number,
  y: number,
  cap: number,
  color: string,
  o: LetteringOptions = {},
): string {
  const scale = cap / 6
  const tracking = o.tracking ?? 0
  const width = letteringWidth(text, cap, tracking)
  let cursor = o.anchor === 'middle' ? x - width / 2 : o.anchor === 'end' ? x - width : x
  const parts: string[] = []
  for (const ch of text) {
    const g = glyphFor(ch)
    for (const s of g.strokes)
      parts.push(line(s.map(([gx, gy]): Pt => [cursor + gx * scale, y + gy * scale])))
    cursor += (g.advance + GLYPH_GAP + tracking) * scale
  }
  return stroke(parts.join(' '), color, o.weight ?? cap * 0.13, { opacity: o.opacity })
}

// ---------------------------------------------------------------------------------------------
// Shared scene pieces

function ridge(
  r: Rng,
  xa: number,
  xb: number,
  base: number,
  amp: number,
  step: number,
  jagged: boolean,
): string {
  let d = `M ${num(xa)} ${num(base)}`
  let x = xa
  while (x < xb) {
    const nx = Math.min(xb, x + step * r.range(0.6, 1.4))
    const end = base - amp * r.range(0, 0.35)
    if (jagged) d += ` L ${num((x + nx) / 2)} ${num(base - amp * r.range(0.45, 1))} L ${num(nx)} ${num(end)}`
    else d += ` Q ${num((x + nx) / 2)} ${num(base - amp * r.range(0.9, 2))} ${num(nx)} ${num(end)}`
    x = nx
  }
  return d
}

function cloud(
  s: Svg,
  r: Rng,
  cx: number,
  cy: number,
  scale: number,
  top: string,
  bottom: string,
  opacity = 0.92,
): string {
  const fill = s.linear([
    [0, top],
    [1, bottom],
  ])
  const n = r.int(4, 6)
  const puffs: string[] = []
  for (let i = 0; i < n; i++) {
    const offset = i - (n - 1) / 2
    const pr = r.range(30, 50) * scale * (1 - (Math.abs(offset) / n) * 0.9)
    puffs.push(circle(cx + offset * 36 * scale + r.range(-8, 8) * scale, cy - pr * 0.45, pr, fill))
  }
  puffs.push(ellipse(cx, cy, (n * 36 * scale) / 2 + 24 * scale, 20 * scale, fill))
  return group(puffs.join(''), { opacity })
}

function palm(s: Svg, r: Rng, x: number, baseY: number, height: number): string {
  const lean = r.range(-60, 60) * (height / 300)
  const tx = x + lean
  const ty = baseY - height
  const trunk = s.linear(
    [
      [0, '#6d4c33'],
      [0.5, '#9c7650'],
      [1, '#5a3d28'],
    ],
    [0, 0, 1, 0],
  )
  const parts = [
    path(
      `M ${num(x - 9)} ${num(baseY)} Q ${num(x + lean * 0.15)} ${num(baseY - height * 0.55)} ${num(tx - 4)} ${num(ty)} ` +
        `L ${num(tx + 4)} ${num(ty)} Q ${num(x + lean * 0.15 + 12)} ${num(baseY - height * 0.55)} ${num(x + 9)} ${num(baseY)} Z`,
      trunk,
    ),
  ]
  const leaf = s.linear([
    [0, '#4f9a45'],
    [1, '#245c2a'],
  ])
  const fronds = r.int(7, 9)
  for (let i = 0; i < fronds; i++) {
    const a = (-170 + (160 * i) / (fronds - 1) + r.range(-8, 8)) * (Math.PI / 180)
    const len = height * r.range(0.38, 0.5)
    const ex = tx + Math.cos(a) * len
    const ey = ty + Math.sin(a) * len * 0.55 + len * 0.45
    const mx = tx + Math.cos(a) * len * 0.55
    const my = ty + Math.sin(a) * len * 0.7 - len * 0.12
    parts.push(
      path(
        `M ${num(tx)} ${num(ty)} Q ${num(mx)} ${num(my - 16)} ${num(ex)} ${num(ey)} Q ${num(mx)} ${num(my + 10)} ${num(tx)} ${num(ty + 4)} Z`,
        leaf,
      ),
    )
  }
  parts.push(circle(tx, ty + 6, 7, '#6b4a2a'), circle(tx + 8, ty + 9, 6, '#7a5632'))
  return parts.join('')
}

function bush(r: Rng, x: number, y: number, size: number, greens: readonly string[]): string {
  const parts: string[] = []
  for (let i = 0; i < 5; i++) {
    parts.push(
      circle(x + r.range(-size, size), y - r.range(0, size * 0.7), size * r.range(0.5, 0.8), r.pick(greens)),
    )
  }
  return parts.join('')
}

const skinTones = ['#f3cfb1', '#e6b48f', '#cf9a70', '#b47a52', '#94603e', '#74472c'] as const
const hairColours = ['#1b1410', '#2a1d15', '#3b2a1e', '#15110e', '#4a3426'] as const
const clothColours = [
  '#2f4b7c',
  '#c8553d',
  '#2a9d8f',
  '#e9c46a',
  '#6d597a',
  '#f4a261',
  '#3d5a80',
  '#8d3b72',
] as const

function walker(
  x: number,
  foot: number,
  sc: number,
  skin: string,
  top: string,
  bottom: string,
  hair: string,
): string {
  return [
    ellipse(x, foot, 16 * sc, 4 * sc, '#000000', { opacity: 0.18 }),
    rect(x - 9 * sc, foot - 44 * sc, 7 * sc, 44 * sc, bottom, { rx: 3 * sc }),
    rect(x + 2 * sc, foot - 44 * sc, 7 * sc, 44 * sc, darken(bottom, 0.15), { rx: 3 * sc }),
    rect(x - 14 * sc, foot - 94 * sc, 28 * sc, 56 * sc, top, { rx: 11 * sc }),
    circle(x, foot - 105 * sc, 11 * sc, skin),
    path(
      `M ${num(x - 11.5 * sc)} ${num(foot - 104 * sc)} A ${num(11.5 * sc)} ${num(11.5 * sc)} 0 0 1 ${num(x + 11.5 * sc)} ${num(foot - 104 * sc)} Z`,
      hair,
    ),
  ].join('')
}

function flagJapan(x: number, y: number, w: number, h: number): string {
  return (
    rect(x, y, w, h, '#fbfbf8', { stroke: '#c9c5bb', 'stroke-width': 1.5 }) +
    circle(x + w / 2, y + h / 2, h * 0.3, '#bc002d')
  )
}

function flagBangladesh(x: number, y: number, w: number, h: number): string {
  return rect(x, y, w, h, '#006a4e') + circle(x + w * 0.45, y + h / 2, h * 0.3, '#f42a41')
}

function flagKorea(x: number, y: number, w: number, h: number): string {
  const cx = x + w / 2
  const cy = y + h / 2
  const rr = h * 0.25
  const bars: string[] = []
  const corners: Pt[] = [
    [x + w * 0.18, y + h * 0.22],
    [x + w * 0.82, y + h * 0.22],
    [x + w * 0.18, y + h * 0.78],
    [x + w * 0.82, y + h * 0.78],
  ]
  corners.forEach(([bx, by], i) => {
    const angle = i === 0 || i === 3 ? -33 : 33
    for (let k = -1; k <= 1; k++) {
      bars.push(
        rect(bx - w * 0.07, by + k * h * 0.06 - h * 0.02, w * 0.14, h * 0.04, '#111111', {
          transform: `rotate(${angle} ${num(bx)} ${num(by)})`,
        }),
      )
    }
  })
  return (
    rect(x, y, w, h, '#fbfbf8', { stroke: '#c9c5bb', 'stroke-width': 1.5 }) +
    group(
      path(
        `M ${num(cx - rr)} ${num(cy)} A ${num(rr)} ${num(rr)} 0 0 1 ${num(cx + rr)} ${num(cy)} Z`,
        '#cd2e3a',
      ) +
        path(
          `M ${num(cx - rr)} ${num(cy)} A ${num(rr)} ${num(rr)} 0 0 0 ${num(cx + rr)} ${num(cy)} Z`,
          '#0047a0',
        ) +
        circle(cx - rr / 2, cy, rr / 2, '#cd2e3a') +
        circle(cx + rr / 2, cy, rr / 2, '#0047a0'),
      { transform: `rotate(33 ${num(cx)} ${num(cy)})` },
    ) +
    bars.join('')
  )
}

// ---------------------------------------------------------------------------------------------
// Scenes

function campus(s: Svg, v: View, r: Rng): void {
  const hue = r.range(196, 214)
  s.add(
    rect(
      v.x0,
      0,
      v.w,
      800,
      s.linear([
        [0, hsl(hue, 62, 50)],
        [0.5, hsl(hue - 6, 58, 78)],
        [0.72, '#fbe8cc'],
      ]),
    ),
  )
  const sunX = r.range(v.x0 + 120, v.x0 + v.w * 0.3)
  s.add(
    circle(
      sunX,
      120,
      280,
      s.radial([
        [0, '#fff8dc', 0.95],
        [0.2, '#fff1c1', 0.5],
        [1, '#fff1c1', 0],
      ]),
    ),
    circle(sunX, 120, 44, '#fffbea'),
  )
  for (let i = 0; i < 6; i++) {
    s.add(cloud(s, r, r.range(v.x0, v.x1), r.range(70, 280), r.range(0.6, 1.3), '#ffffff', hsl(hue, 35, 86)))
  }
  s.add(
    path(
      `${ridge(r, v.x0 - 20, v.x1 + 20, 480, 26, 40, false)} L ${num(v.x1 + 20)} 620 L ${num(v.x0 - 20)} 620 Z`,
      s.linear([
        [0, '#6d9a6a'],
        [1, '#3f6b47'],
      ]),
    ),
  )
  s.add(
    rect(
      v.x0,
      555,
      v.w,
      245,
      s.linear([
        [0, '#8fc46a'],
        [0.45, '#6aa84f'],
        [1, '#3f7a34'],
      ]),
    ),
  )
  // Shadow falls away from the sun, which sits to the left.
  s.add(
    poly(
      [
        [250, 572],
        [1010, 565],
        [1180, 640],
        [420, 660],
      ],
      '#1f3d1a',
      { opacity: 0.18 },
    ),
  )
  const facade = s.linear(
    [
      [0, '#f7efe0'],
      [1, '#e2d0ad'],
    ],
    [0, 0, 1, 1],
  )
  const side = s.linear(
    [
      [0, '#cdb791'],
      [1, '#a99068'],
    ],
    [0, 0, 1, 0],
  )
  s.add(
    poly(
      [
        [950, 300],
        [1015, 325],
        [1015, 560],
        [950, 572],
      ],
      side,
    ),
    rect(250, 300, 700, 272, facade),
    rect(240, 288, 720, 16, '#b59f7a'),
    poly(
      [
        [960, 288],
        [1022, 314],
        [1022, 328],
        [960, 304],
      ],
      '#9c845f',
    ),
  )
  const glass = s.linear([
    [0, '#d5ebf8'],
    [0.45, '#7ba7cc'],
    [1, '#35577a'],
  ])
  const lit = s.linear([
    [0, '#fff1c7'],
    [1, '#f0b85a'],
  ])
  for (let floor = 0; floor < 3; floor++) {
    for (let col = 0; col < 12; col++) {
      const wx = 272 + col * 56 + (col >= 6 ? 32 : 0) - (col >= 6 ? 0 : 0)
      if (wx > 520 && wx < 668) continue
      const wy = 322 + floor * 80
      s.add(
        rect(wx - 4, wy - 4, 40, 62, '#fdf8ee'),
        rect(wx, wy, 32, 54, r.chance(0.12) ? lit : glass),
        poly(
          [
            [wx, wy + 30],
            [wx + 20, wy],
            [wx + 30, wy],
            [wx, wy + 44],
          ],
          '#ffffff',
          { opacity: 0.28 },
        ),
        rect(wx - 6, wy + 56, 44, 5, '#cbb58e'),
      )
    }
  }
  const brick = s.linear(
    [
      [0, '#9c432e'],
      [0.45, '#c35b3f'],
      [1, '#87392a'],
    ],
    [0, 0, 1, 0],
  )
  s.add(
    rect(530, 226, 140, 346, brick),
    rect(522, 216, 156, 16, '#7c3324'),
    rect(572, 252, 56, 210, glass),
    poly(
      [
        [572, 380],
        [612, 252],
        [628, 252],
        [572, 430],
      ],
      '#ffffff',
      { opacity: 0.22 },
    ),
  )
  for (let k = 0; k < 4; k++) s.add(rect(572, 300 + k * 48, 56, 4, '#eadfc9'))
  s.add(
    rect(
      556,
      500,
      88,
      72,
      s.linear([
        [0, '#2f4a63'],
        [1, '#18293a'],
      ]),
    ),
    rect(598, 500, 3, 72, '#9fb6c8'),
    rect(520, 486, 160, 12, '#f5f0e6'),
    rect(520, 498, 160, 8, '#000000', { opacity: 0.18 }),
  )
  for (let k = 0; k < 3; k++)
    s.add(rect(540 - k * 14, 572 + k * 6, 120 + k * 28, 6, k % 2 ? '#d9d2c3' : '#ece6da'))
  s.add(
    poly(
      [
        [560, 590],
        [640, 590],
        [800, 800],
        [400, 800],
      ],
      s.linear([
        [0, '#e8dcc4'],
        [1, '#cbb893'],
      ]),
    ),
  )
  const greens = ['#3f7d3a', '#4f9446', '#2f6a32', '#5da250'] as const
  for (let x = 262; x < 950; x += 34) {
    if (x > 500 && x < 700) continue
    s.add(bush(r, x, 578, 16, greens))
  }
  // Flag pole with the national flag, as at most Bangladeshi institutions.
  s.add(
    rect(470, 330, 5, 260, '#c4c8cc'),
    circle(472.5, 328, 5, '#e0c46c'),
    path('M 475 336 Q 505 328 545 338 L 545 378 Q 505 368 475 376 Z', '#006a4e'),
    circle(506, 356, 12, '#f42a41'),
  )
  const palms: number[] = [150, 1080]
  for (let x = v.x0 + 60; x < v.x1; x += r.range(170, 260)) if (x < 130 || x > 1120) palms.push(x)
  for (const x of palms) s.add(palm(s, r, x, r.range(600, 640), r.range(250, 330)))
  for (let i = 0; i < 5; i++) {
    const foot = r.range(640, 780)
    const sc = 0.5 + ((foot - 600) / 200) * 0.6
    const spread = ((foot - 590) / 210) * 190 + 40
    s.add(
      walker(
        600 + r.range(-spread, spread),
        foot,
        sc,
        r.pick(skinTones),
        r.pick(clothColours),
        r.pick(['#2b2d42', '#3a3a3a', '#1d3557', '#5c4033']),
        r.pick(hairColours),
      ),
    )
  }
}

function classroom(s: Svg, v: View, r: Rng): void {
  // One-point perspective around a vanishing point slightly above the board.
  const vx = 600
  const vy = 300
  const yAt = (px: number, py: number, x: number): number => vy + ((py - vy) * (x - vx)) / (px - vx)
  s.add(
    rect(v.x0, 0, v.w, 800, '#d9cfbd'),
    rect(
      200,
      80,
      800,
      440,
      s.linear([
        [0, '#f6f1e6'],
        [1, '#e6dcc8'],
      ]),
    ),
  )
  const wall = s.linear(
    [
      [0, '#cbbfa7'],
      [1, '#e6dcc8'],
    ],
    [0, 0, 1, 0],
  )
  const wallR = s.linear(
    [
      [0, '#e6dcc8'],
      [1, '#c4b79d'],
    ],
    [0, 0, 1, 0],
  )
  const xl = v.x0 - 10
  const xr = v.x1 + 10
  s.add(
    poly(
      [
        [xl, yAt(200, 80, xl)],
        [200, 80],
        [200, 520],
        [xl, yAt(200, 520, xl)],
      ],
      wall,
    ),
    poly(
      [
        [xr, yAt(1000, 80, xr)],
        [1000, 80],
        [1000, 520],
        [xr, yAt(1000, 520, xr)],
      ],
      wallR,
    ),
    poly(
      [
        [xl, yAt(200, 80, xl)],
        [200, 80],
        [1000, 80],
        [xr, yAt(1000, 80, xr)],
        [xr, -10],
        [xl, -10],
      ],
      '#f3efe8',
    ),
    poly(
      [
        [xl, yAt(200, 520, xl)],
        [200, 520],
        [1000, 520],
        [xr, yAt(1000, 520, xr)],
        [xr, 810],
        [xl, 810],
      ],
      s.linear([
        [0, '#b98d5c'],
        [1, '#8a6238'],
      ]),
    ),
  )
  for (let k = -14; k <= 14; k++) {
    const bx = 600 + k * 60
    const fx = vx + (bx - vx) * 3.2
    s.add(
      stroke(`M ${num(bx)} 520 L ${num(fx)} ${num(vy + (520 - vy) * 3.2)}`, '#6e4c2b', 1.4, {
        opacity: 0.35,
      }),
    )
  }
  for (const lx of [360, 600, 840]) {
    s.add(
      ellipse(
        lx,
        40,
        140,
        50,
        s.radial([
          [0, '#fffbe8', 0.8],
          [1, '#fffbe8', 0],
        ]),
      ),
      rect(lx - 60, 22, 120, 14, '#fffdf5', { rx: 4 }),
    )
  }
  // Windows and the light they throw across the floor.
  const sky = s.linear([
    [0, '#9cc9ea'],
    [1, '#e8f4fb'],
  ])
  for (const wxBase of [70, -190, -450]) {
    const a = wxBase
    const b = wxBase + 100
    if (b < v.x0) continue
    const tA = yAt(200, 150, a)
    const tB = yAt(200, 150, b)
    const bA = yAt(200, 390, a)
    const bB = yAt(200, 390, b)
    s.add(
      poly(
        [
          [a, tA],
          [b, tB],
          [b, bB],
          [a, bA],
        ],
        sky,
        { stroke: '#f8f6f0', 'stroke-width': 8 },
      ),
      stroke(
        `M ${num((a + b) / 2)} ${num((tA + tB) / 2)} L ${num((a + b) / 2)} ${num((bA + bB) / 2)}`,
        '#f8f6f0',
        5,
      ),
      poly(
        [
          [a, bA],
          [b, bB],
          [b + 420, 800],
          [a + 230, 800],
        ],
        s.linear([
          [0, '#fffbe6', 0.35],
          [1, '#fffbe6', 0],
        ]),
      ),
    )
  }
  const board = s.linear([
    [0, '#ffffff'],
    [1, '#eef1f3'],
  ])
  s.add(
    rect(352, 142, 496, 254, '#9aa3ab', { rx: 4 }),
    rect(360, 150, 480, 238, board),
    rect(380, 392, 440, 8, '#8a939b'),
  )
  // Hand-written practice characters: a few strokes per cell read as writing from a distance.
  const inks = ['#1f4e9c', '#1f4e9c', '#c0392b', '#1d1d1d'] as const
  for (let row = 0; row < 3; row++) {
    const ink = at(inks, row + r.int(0, 3))
    for (let col = 0; col < 7; col++) {
      if (row === 2 && col > 4) continue
      const cx = 400 + col * 44
      const cy = 180 + row * 62
      const strokes: string[] = []
      const n = r.int(2, 4)
      for (let k = 0; k < n; k++) {
        const x1 = cx + r.range(-14, 10)
        const y1 = cy + r.range(-16, 10)
        strokes.push(
          `M ${num(x1)} ${num(y1)} Q ${num(cx + r.range(-14, 14))} ${num(cy + r.range(-14, 14))} ${num(x1 + r.range(4, 22))} ${num(y1 + r.range(-2, 22))}`,
        )
      }
      s.add(stroke(strokes.join(' '), ink, 3.2))
    }
  }
  s.add(
    stroke('M 720 300 L 760 220 L 800 300 Z', '#2e7d32', 3),
    circle(782, 222, 14, 'none', { stroke: '#c0392b', 'stroke-width': 3 }),
    stroke('M 710 330 Q 760 318 810 330', '#1f4e9c', 3),
  )
  s.add(
    circle(600, 112, 22, '#ffffff', { stroke: '#4a4a4a', 'stroke-width': 4 }),
    stroke('M 600 112 L 600 98 M 600 112 L 611 117', '#333333', 3),
  )
  s.add(flagBangladesh(228, 170, 96, 58), flagJapan(228, 246, 96, 64), flagKorea(228, 326, 96, 64))
  // Teacher at the board.
  const tSkin = r.pick(skinTones.slice(0, 4))
  const tTop = r.pick(['#2a9d8f', '#6d597a', '#c8553d', '#3d5a80'])
  s.add(
    ellipse(910, 560, 55, 10, '#000000', { opacity: 0.15 }),
    rect(885, 440, 22, 118, '#2b2d42', { rx: 8 }),
    rect(913, 440, 22, 118, '#22243a', { rx: 8 }),
    path('M 868 450 Q 866 352 910 340 Q 954 352 952 450 Z', tTop),
    stroke('M 875 365 Q 835 345 808 300', tTop, 22),
    circle(806, 296, 10, tSkin),
    rect(899, 318, 22, 26, darken(tSkin, 0.12)),
    ellipse(910, 296, 26, 30, tSkin),
    path(
      'M 884 296 Q 880 262 910 262 Q 942 262 936 298 Q 930 278 910 276 Q 890 278 884 296 Z',
      r.pick(hairColours),
    ),
  )
  // Rows of desks, far to near, each with the learner sitting on the camera side.
  const rows = [
    { y: 548, sc: 0.62 },
    { y: 610, sc: 0.8 },
    { y: 700, sc: 1.02 },
  ]
  const scarves = ['#b23a48', '#2a6f97', '#6a994e', '#9d4edd', '#e76f51', '#264653'] as const
  for (const row of rows) {
    const spacing = 290 * row.sc
    const first = Math.floor((v.x0 - 600) / spacing)
    const last = Math.ceil((v.x1 - 600) / spacing)
    for (let k = first; k <= last; k++) {
      const cx = 600 + (k + 0.5) * spacing
      const w = 200 * row.sc
      const d = 34 * row.sc
      const off = (cx - vx) * 0.08
      s.add(
        poly(
          [
            [cx - w / 2, row.y],
            [cx + w / 2, row.y],
            [cx + w / 2 + off + 6, row.y + d],
            [cx - w / 2 + off - 6, row.y + d],
          ],
          '#d9b27c',
        ),
        rect(cx - w / 2 + off - 6, row.y + d, w + 12, 12 * row.sc, '#a57845'),
        rect(cx - 30 * row.sc, row.y + 6 * row.sc, 44 * row.sc, 20 * row.sc, '#fbfbf7', {
          transform: `rotate(${num(r.range(-8, 8))} ${num(cx)} ${num(row.y + 16 * row.sc)})`,
        }),
      )
      const hx = cx + off * 0.8 + r.range(-12, 12) * row.sc
      const hy = row.y + d + 10 * row.sc
      const sc = row.sc
      const shirt = r.pick(clothColours)
      const hijab = r.chance(0.35)
      s.add(
        path(
          `M ${num(hx - 70 * sc)} ${num(hy + 150 * sc)} Q ${num(hx - 72 * sc)} ${num(hy + 40 * sc)} ${num(hx)} ${num(hy + 34 * sc)} ` +
            `Q ${num(hx + 72 * sc)} ${num(hy + 40 * sc)} ${num(hx + 70 * sc)} ${num(hy + 150 * sc)} Z`,
          shirt,
        ),
        path(
          `M ${num(hx - 50 * sc)} ${num(hy + 60 * sc)} Q ${num(hx)} ${num(hy + 80 * sc)} ${num(hx + 50 * sc)} ${num(hy + 60 * sc)}`,
          'none',
          { stroke: darken(shirt, 0.2), 'stroke-width': 3 * sc, opacity: 0.6 },
        ),
      )
      if (hijab) {
        const scarf = r.pick(scarves)
        s.add(
          path(
            `M ${num(hx - 46 * sc)} ${num(hy + 70 * sc)} Q ${num(hx - 44 * sc)} ${num(hy - 46 * sc)} ${num(hx)} ${num(hy - 40 * sc)} ` +
              `Q ${num(hx + 44 * sc)} ${num(hy - 46 * sc)} ${num(hx + 46 * sc)} ${num(hy + 70 * sc)} Z`,
            scarf,
          ),
          ellipse(hx - 12 * sc, hy - 14 * sc, 14 * sc, 22 * sc, lighten(scarf, 0.15), { opacity: 0.5 }),
        )
      } else {
        const hair = r.pick(hairColours)
        s.add(
          ellipse(hx - 31 * sc, hy + 2 * sc, 6 * sc, 10 * sc, r.pick(skinTones)),
          ellipse(hx + 31 * sc, hy + 2 * sc, 6 * sc, 10 * sc, r.pick(skinTones)),
          rect(hx - 13 * sc, hy + 18 * sc, 26 * sc, 22 * sc, r.pick(skinTones)),
          ellipse(hx, hy - 6 * sc, 32 * sc, 36 * sc, hair),
          ellipse(hx - 10 * sc, hy - 20 * sc, 12 * sc, 14 * sc, lighten(hair, 0.12), { opacity: 0.6 }),
        )
      }
    }
  }
}

function welding(s: Svg, v: View, r: Rng, tool: WeldingTool): void {
  s.add(
    rect(
      v.x0,
      0,
      v.w,
      800,
      s.linear([
        [0, '#0b1622'],
        [0.6, '#17243a'],
        [1, '#222a3a'],
      ]),
    ),
  )
  // Workshop background: steel columns and a row of booth curtains.
  for (let x = v.x0 + r.range(0, 120); x < v.x1; x += r.range(220, 320)) {
    s.add(rect(x, 0, 26, 560, '#1d2a3e'), rect(x + 4, 0, 6, 560, '#2a3a55'))
  }
  for (let x = v.x0; x < v.x1; x += 60) {
    s.add(rect(x, 250, 58, 260, x % 120 < 60 ? '#3b2a1a' : '#4a2f1a', { opacity: 0.55 }))
  }
  const ax = 640 + r.range(-40, 40)
  const ay = 586
  s.add(
    circle(
      ax,
      ay - 40,
      560,
      s.radial([
        [0, '#ffb347', 0.55],
        [0.35, '#f77f00', 0.22],
        [1, '#f77f00', 0],
      ]),
    ),
  )
  s.add(
    rect(
      v.x0,
      600,
      v.w,
      200,
      s.linear([
        [0, '#2d3340'],
        [1, '#12151c'],
      ]),
    ),
  )
  const steel = s.linear(
    [
      [0, '#5c6677'],
      [0.5, '#8d99ae'],
      [1, '#49505e'],
    ],
    [0, 0, 1, 1],
  )
  s.add(
    poly(
      [
        [180, 520],
        [1020, 520],
        [1060, 584],
        [140, 584],
      ],
      steel,
    ),
    poly(
      [
        [138, 590],
        [1062, 590],
        [1110, 680],
        [90, 680],
      ],
      steel,
    ),
    rect(90, 680, 1020, 18, '#2f3540'),
    rect(140, 584, 922, 6, '#1a1d24'),
    stroke('M 190 530 L 1010 530', '#c9d2e0', 2, { opacity: 0.35 }),
    stroke('M 110 672 L 1090 672', '#c9d2e0', 2, { opacity: 0.25 }),
  )
  // Heat tint spreads from the weld pool: straw near the arc, blue further out.
  s.add(
    ellipse(
      ax - 60,
      ay,
      260,
      40,
      s.radial([
        [0, '#ffe066', 0.55],
        [0.45, '#c77dff', 0.25],
        [0.75, '#4361ee', 0.22],
        [1, '#4361ee', 0],
      ]),
    ),
  )
  for (let x = 170; x < ax - 6; x += 9) {
    const t = (x - 170) / Math.max(1, ax - 170)
    const hot = Math.max(0, (t - 0.75) / 0.25)
    const base = t < 0.75 ? mix('#7d8597', '#b08968', t / 0.75) : mix('#b08968', '#ffb703', hot)
    s.add(
      ellipse(x, ay, 15, 10, base),
      path(
        `M ${num(x - 10)} ${num(ay - 2)} Q ${num(x)} ${num(ay - 12)} ${num(x + 10)} ${num(ay - 2)}`,
        'none',
        { stroke: lighten(base, 0.5), 'stroke-width': 2, opacity: 0.6 },
      ),
    )
  }
  // The torch and the gloved hand holding it.
  const angle = r.range(28, 40)
  const tipX = ax + 6
  const tipY = ay - 14
  const copper = s.linear(
    [
      [0, '#8a4b22'],
      [0.5, '#e0a170'],
      [1, '#7a3e18'],
    ],
    [0, 0, 1, 0],
  )
  const rubber = s.linear(
    [
      [0, '#111111'],
      [0.5, '#3a3a3a'],
      [1, '#0d0d0d'],
    ],
    [0, 0, 1, 0],
  )
  const glove = s.linear(
    [
      [0, '#b07d4f'],
      [1, '#6b4423'],
    ],
    [0, 0, 1, 1],
  )
  let torch = ''
  if (tool === 'stick') {
    torch =
      rect(-4, -150, 8, 150, '#9c9c9c') +
      rect(-22, -250, 44, 110, rubber, { rx: 12 }) +
      rect(-18, -400, 36, 160, rubber, { rx: 14 }) +
      rect(-26, -258, 52, 16, '#c1121f', { rx: 6 })
  } else if (tool === 'tig') {
    torch =
      rect(-2, -28, 4, 28, '#d9d9d9') +
      rect(-14, -90, 28, 66, '#c9a27e', { rx: 6 }) +
      rect(-20, -140, 40, 56, rubber, { rx: 10 }) +
      rect(-15, -330, 30, 200, rubber, { rx: 12 })
  } else {
    torch =
      rect(-15, -70, 30, 70, copper, { rx: 5 }) +
      rect(-19, -96, 38, 32, '#555555', { rx: 6 }) +
      path('M -12 -96 Q -24 -150 -8 -200 L 12 -200 Q -4 -150 12 -96 Z', '#2b2b2b') +
      rect(-22, -360, 44, 170, rubber, { rx: 16 })
  }
  const fistY = tool === 'tig' ? -230 : -290
  const fist =
    path(`M -46 ${fistY - 70} L 60 ${fistY - 70} L 70 ${fistY + 60} L -40 ${fistY + 60} Z`, glove, {
      opacity: 0.96,
    }) +
    [0, 1, 2, 3]
      .map(
        (k) =>
          stroke(
            `M -34 ${fistY - 36 + k * 26} Q -2 ${fistY - 48 + k * 26} 34 ${fistY - 34 + k * 26}`,
            '#8a5a32',
            24,
          ) +
          stroke(
            `M -30 ${fistY - 24 + k * 26} Q 0 ${fistY - 34 + k * 26} 32 ${fistY - 22 + k * 26}`,
            '#4d2f17',
            2,
            { opacity: 0.6 },
          ),
      )
      .join('') +
    stroke(`M 44 ${fistY - 60} Q 52 ${fistY - 10} 20 ${fistY + 30}`, '#9c6a3c', 26) +
    stroke(`M -46 ${fistY - 46} Q -40 ${fistY + 10} -30 ${fistY + 50}`, '#ffb067', 4, { opacity: 0.55 })
  const rad = (angle * Math.PI) / 180
  const along = fistY - 80
  const cuffX = tipX - Math.sin(rad) * along
  const cuffY = tipY + Math.cos(rad) * along
  s.add(
    stroke(
      `M ${num(cuffX)} ${num(cuffY)} Q ${num(cuffX + 220)} ${num(cuffY - 170)} ${num(v.x1 + 80)} ${num(cuffY - 230)}`,
      '#2e241c',
      120,
    ),
    stroke(
      `M ${num(cuffX - 40)} ${num(cuffY + 50)} Q ${num(cuffX + 200)} ${num(cuffY - 110)} ${num(v.x1 + 80)} ${num(cuffY - 170)}`,
      '#ff9f43',
      5,
      { opacity: 0.4 },
    ),
    stroke(
      `M ${num(tipX + 260)} ${num(tipY - 330)} C ${num(tipX + 420)} ${num(tipY - 430)} ${num(tipX + 520)} ${num(tipY - 380)} ${num(v.x1 + 40)} ${num(tipY - 520)}`,
      '#111111',
      26,
    ),
    group(torch + fist, { transform: `translate(${num(tipX)} ${num(tipY)}) rotate(${num(angle)})` }),
  )
  if (tool === 'tig') {
    s.add(stroke(`M ${num(ax - 220)} ${num(ay - 150)} L ${num(ax - 16)} ${num(ay - 6)}`, '#d8dde3', 4))
    s.add(
      ellipse(ax - 260, ay - 175, 58, 40, glove, {
        transform: `rotate(-30 ${num(ax - 260)} ${num(ay - 175)})`,
      }),
    )
  }
  // Sparks: curved streaks that fall under gravity, brighter close to the arc.
  const sparkColours = ['#fffbe0', '#ffe38a', '#ffd166', '#ffb703', '#fb8500'] as const
  const sparks: string[] = []
  const count = tool === 'tig' ? 28 : 110
  for (let i = 0; i < count; i++) {
    const a = r.range(-Math.PI * 0.95, -Math.PI * 0.05)
    const speed = r.range(60, tool === 'stick' ? 420 : 340)
    const sx = ax + Math.cos(a) * r.range(4, 24)
    const sy = ay + Math.sin(a) * r.range(4, 24)
    const ex = ax + Math.cos(a) * speed
    const ey = ay + Math.sin(a) * speed * 0.7 + (speed * speed) / 900
    const cx = ax + Math.cos(a) * speed * 0.6
    const cy = ay + Math.sin(a) * speed * 0.6
    const colour = r.pick(sparkColours)
    sparks.push(
      stroke(
        `M ${num(sx)} ${num(sy)} Q ${num(cx)} ${num(cy)} ${num(ex)} ${num(ey)}`,
        colour,
        r.range(1.2, 3.4),
        {
          opacity: r.range(0.5, 1),
        },
      ),
    )
    if (r.chance(0.5)) sparks.push(circle(ex, ey, r.range(1.5, 3.5), colour))
  }
  for (let i = 0; i < 24; i++) {
    const bx = ax + r.range(-320, 320)
    sparks.push(
      stroke(
        `M ${num(bx)} ${num(ay + 4)} Q ${num(bx + r.range(-30, 30))} ${num(ay - 30)} ${num(bx + r.range(-60, 60))} ${num(ay + 6)}`,
        r.pick(sparkColours),
        1.5,
        { opacity: 0.7 },
      ),
    )
  }
  s.add(...sparks)
  for (let i = 0; i < 4; i++) {
    const sx = ax + r.range(-40, 40)
    s.add(
      stroke(
        `M ${num(sx)} ${num(ay - 40)} C ${num(sx - 60)} ${num(ay - 160)} ${num(sx + 80)} ${num(ay - 240)} ${num(sx + r.range(-40, 40))} ${num(ay - 380)}`,
        '#c9d6e3',
        r.range(18, 36),
        { opacity: 0.06 },
      ),
    )
  }
  const core = tool === 'tig' ? '#d6ecff' : '#fff6d5'
  s.add(
    circle(
      ax,
      ay - 6,
      90,
      s.radial([
        [0, '#ffffff', 1],
        [0.18, core, 0.95],
        [0.5, tool === 'tig' ? '#7fb8ff' : '#ffc14d', 0.45],
        [1, '#ff9500', 0],
      ]),
    ),
    stroke(`M ${num(ax - 130)} ${num(ay - 6)} L ${num(ax + 130)} ${num(ay - 6)}`, '#ffffff', 2, {
      opacity: 0.55,
    }),
    stroke(`M ${num(ax)} ${num(ay - 90)} L ${num(ax)} ${num(ay + 60)}`, '#ffffff', 1.5, { opacity: 0.4 }),
    circle(ax, ay - 6, 11, '#ffffff'),
  )
}

function fuji(s: Svg, v: View, r: Rng): void {
  const warm = r.range(-10, 10)
  s.add(
    rect(
      v.x0,
      0,
      v.w,
      800,
      s.linear([
        [0, hsl(228 + warm, 45, 28)],
        [0.35, hsl(280 + warm, 25, 45)],
        [0.58, hsl(345 + warm, 45, 66)],
        [0.7, hsl(25 + warm, 90, 78)],
      ]),
    ),
  )
  const sunX = r.range(780, 980)
  s.add(
    circle(
      sunX,
      430,
      300,
      s.radial([
        [0, '#fff4d6', 0.9],
        [0.25, '#ffd6a5', 0.45],
        [1, '#ffb4a2', 0],
      ]),
    ),
    circle(sunX, 430, 52, '#fff1d0'),
  )
  for (let i = 0; i < 5; i++) {
    s.add(cloud(s, r, r.range(v.x0, v.x1), r.range(80, 260), r.range(0.8, 1.6), '#ffd9d0', '#b88aa8', 0.55))
  }
  s.add(
    path(
      `${ridge(r, v.x0 - 20, v.x1 + 20, 520, 70, 90, true)} L ${num(v.x1 + 20)} 600 L ${num(v.x0 - 20)} 600 Z`,
      s.linear([
        [0, '#8a7fa8'],
        [1, '#6d6a93'],
      ]),
      { opacity: 0.75 },
    ),
  )
  // The cone: narrow crater top, slopes that flatten towards the base.
  const peakY = 168
  const baseY = 560
  const half = (y: number): number => 42 + 560 * ((y - peakY) / (baseY - peakY)) ** 1.45
  const cx = 600
  const left: Pt[] = []
  const right: Pt[] = []
  for (let y = peakY; y <= baseY; y += 8) {
    left.push([cx - half(y), y])
    right.push([cx + half(y), y])
  }
  const crater: Pt[] = [
    [cx - 42, peakY],
    [cx - 22, peakY + 6],
    [cx - 6, peakY - 3],
    [cx + 14, peakY + 5],
    [cx + 42, peakY],
  ]
  const outline = [...crater, ...right, ...left.reverse()]
  s.add(
    poly(
      outline,
      s.linear(
        [
          [0, '#8d9bd0'],
          [0.45, '#5d6aa6'],
          [1, '#3b4378'],
        ],
        [0, 0, 1, 0.3],
      ),
    ),
  )
  const snowBottom: Pt[] = []
  const snowLine = 300
  const fingers = 14
  for (let i = 0; i <= fingers; i++) {
    const t = i / fingers
    const yBase = snowLine + r.range(-18, 18)
    const y = i % 2 === 0 ? yBase : yBase + r.range(30, 80)
    const xl = cx - half(y)
    const xr = cx + half(y)
    snowBottom.push([xl + (xr - xl) * t, y])
  }
  const snowTopL = cx - half(snowLine - 10)
  const snowTopR = cx + half(snowLine - 10)
  s.add(
    poly(
      [...crater, [snowTopR, snowLine - 10], ...snowBottom.slice().reverse(), [snowTopL, snowLine - 10]],
      s.linear(
        [
          [0, '#ffffff'],
          [0.6, '#eef0fb'],
          [1, '#c6cbe8'],
        ],
        [0, 0, 1, 0.4],
      ),
    ),
    poly(
      [
        [cx + 8, peakY + 2],
        [cx + 42, peakY],
        [snowTopR, snowLine - 10],
        [cx + 90, snowLine + 40],
      ],
      '#9aa3d6',
      { opacity: 0.35 },
    ),
  )
  for (let i = 0; i < 9; i++) {
    const t = (i + 0.5) / 9
    const topX = cx - 38 + 76 * t
    const botY = baseY - r.range(40, 120)
    const botX = cx + (t - 0.5) * 2 * half(botY) * 0.95
    s.add(
      stroke(`M ${num(topX)} ${num(peakY + 10)} L ${num(botX)} ${num(botY)}`, '#2f3563', 2, {
        opacity: 0.25,
      }),
    )
  }
  // Lake with a softened reflection.
  s.add(
    rect(
      v.x0,
      560,
      v.w,
      240,
      s.linear([
        [0, '#c89fb5'],
        [0.4, '#6f6a9a'],
        [1, '#2e3158'],
      ]),
    ),
    group(poly(outline, '#4b5490'), { opacity: 0.35, transform: 'translate(0 1120) scale(1 -1)' }),
  )
  for (let i = 0; i < 40; i++) {
    const y = r.range(570, 790)
    const x = r.range(v.x0, v.x1)
    s.add(
      stroke(`M ${num(x)} ${num(y)} L ${num(x + r.range(30, 120))} ${num(y)}`, '#ffe9e0', 1.6, {
        opacity: r.range(0.15, 0.45),
      }),
    )
  }
  // Pagoda on the left bank, silhouetted against the dawn.
  const shore = '#1e1d3a'
  s.add(
    path(`M ${num(v.x0 - 20)} 800 L ${num(v.x0 - 20)} 520 Q 120 500 260 560 Q 330 600 360 800 Z`, shore),
    path(`M ${num(v.x1 + 20)} 800 L ${num(v.x1 + 20)} 600 Q 1100 590 980 660 Q 930 700 920 800 Z`, shore),
  )
  const px = 160
  let py = 520
  for (let tier = 0; tier < 5; tier++) {
    const w = 120 - tier * 14
    const h = 28 - tier * 2
    s.add(
      rect(px - w * 0.32, py - h, w * 0.64, h, '#6d2430'),
      path(
        `M ${num(px - w / 2 - 14)} ${num(py - h - 4)} Q ${num(px - w / 2)} ${num(py - h - 10)} ${num(px - w * 0.3)} ${num(py - h - 22)} ` +
          `L ${num(px + w * 0.3)} ${num(py - h - 22)} Q ${num(px + w / 2)} ${num(py - h - 10)} ${num(px + w / 2 + 14)} ${num(py - h - 4)} Z`,
        '#191730',
      ),
    )
    py -= h + 22
  }
  s.add(
    rect(px - 2, py - 50, 4, 50, '#191730'),
    circle(px, py - 20, 5, '#191730'),
    circle(px, py - 34, 4, '#191730'),
  )
  // Cherry branches hanging into the top corner.
  const branch = '#3a2430'
  const blossoms: string[] = []
  const stems = [
    `M ${num(v.x1 + 10)} 40 Q 1000 70 930 150 Q 900 190 860 200`,
    `M ${num(v.x1 + 10)} 140 Q 1050 160 1000 230`,
    'M 960 115 Q 930 80 880 70',
  ]
  s.add(stroke(at(stems, 0), branch, 12), stroke(at(stems, 1), branch, 8), stroke(at(stems, 2), branch, 5))
  const petals = ['#ffd6e4', '#f7a8c4', '#ffe8f0', '#f48fb1'] as const
  for (let i = 0; i < 120; i++) {
    const t = r.next()
    const bx = 850 + (v.x1 - 850) * t + r.range(-30, 30)
    const by = 60 + r.range(-40, 40) + (1 - t) * 130 * r.next()
    blossoms.push(circle(bx, by, r.range(5, 11), r.pick(petals), { opacity: r.range(0.75, 1) }))
    if (r.chance(0.4)) blossoms.push(circle(bx, by, 2, '#c2185b'))
  }
  for (let i = 0; i < 30; i++) {
    const fx = r.range(v.x0, v.x1)
    const fy = r.range(200, 780)
    blossoms.push(
      ellipse(fx, fy, 5, 3, r.pick(petals), {
        transform: `rotate(${num(r.range(0, 180))} ${num(fx)} ${num(fy)})`,
        opacity: 0.85,
      }),
    )
  }
  s.add(...blossoms)
}

function seoul(s: Svg, v: View, r: Rng): void {
  s.add(
    rect(
      v.x0,
      0,
      v.w,
      800,
      s.linear([
        [0, '#0b1d3a'],
        [0.4, '#22407a'],
        [0.62, '#7b4b94'],
        [0.74, '#f29e6d'],
      ]),
    ),
  )
  for (let i = 0; i < 70; i++) {
    s.add(
      circle(r.range(v.x0, v.x1), r.range(10, 300), r.range(0.8, 2.2), '#ffffff', {
        opacity: r.range(0.3, 0.9),
      }),
    )
  }
  s.add(
    circle(
      r.range(v.x0 + 100, v.x1 - 100),
      120,
      40,
      s.radial([
        [0, '#fffbe6'],
        [0.6, '#fdf0c2'],
        [1, '#fdf0c2', 0],
      ]),
    ),
  )
  s.add(
    path(
      `${ridge(r, v.x0 - 20, v.x1 + 20, 470, 110, 110, true)} L ${num(v.x1 + 20)} 600 L ${num(v.x0 - 20)} 600 Z`,
      s.linear([
        [0, '#3c2f63'],
        [1, '#2a2350'],
      ]),
    ),
  )
  // Hill with a broadcast tower: a recognisable Seoul-like silhouette without copying any logo.
  const tx = 360 + r.range(-60, 60)
  s.add(path(`M ${num(tx - 260)} 560 Q ${num(tx)} 380 ${num(tx + 260)} 560 Z`, '#1f2a4a'))
  s.add(
    poly(
      [
        [tx - 10, 440],
        [tx + 10, 440],
        [tx + 6, 250],
        [tx - 6, 250],
      ],
      '#d9dde8',
    ),
    ellipse(tx, 250, 34, 12, '#e9ecf3'),
    rect(tx - 26, 226, 52, 24, '#c8cede', { rx: 8 }),
    ellipse(tx, 226, 30, 9, '#f5f6fa'),
    rect(tx - 3, 150, 6, 80, '#cfd4e0'),
    circle(tx, 148, 4, '#ff4d4d'),
    circle(
      tx,
      238,
      80,
      s.radial([
        [0, '#9ad1ff', 0.35],
        [1, '#9ad1ff', 0],
      ]),
    ),
  )
  const drawSkyline = (layer: number): void => {
    const base = 565
    const far = layer === 0
    let x = v.x0 - 20
    while (x < v.x1 + 20) {
      const w = r.range(36, far ? 80 : 110)
      const h = far ? r.range(60, 180) : r.range(90, 300) * (Math.abs(x + w / 2 - 720) < 260 ? 1.2 : 0.85)
      const body = far ? mix('#2d3468', '#5a4b8a', r.next()) : mix('#151a33', '#232a4d', r.next())
      s.add(
        rect(
          x,
          base - h,
          w,
          h,
          s.linear(
            [
              [0, lighten(body, 0.12)],
              [1, body],
            ],
            [0, 0, 1, 0],
          ),
        ),
      )
      if (!far && r.chance(0.3)) s.add(rect(x + w * 0.2, base - h - 14, w * 0.6, 14, body))
      if (!far && r.chance(0.2))
        s.add(
          rect(x + w / 2 - 1.5, base - h - 50, 3, 50, body),
          circle(x + w / 2, base - h - 52, 3, '#ff6b6b'),
        )
      const lit = far ? 0.18 : 0.35
      for (let wy = base - h + 10; wy < base - 10; wy += far ? 12 : 16) {
        for (let wx = x + 6; wx < x + w - 8; wx += far ? 10 : 13) {
          if (r.chance(lit))
            s.add(
              rect(wx, wy, far ? 5 : 7, far ? 5 : 8, r.pick(['#ffe8a3', '#fff6d6', '#ffd27a', '#bde0fe'])),
            )
        }
      }
      x += w + r.range(0, 8)
    }
  }
  drawSkyline(0)
  drawSkyline(1)
  s.add(
    rect(
      v.x0,
      565,
      v.w,
      235,
      s.linear([
        [0, '#2a2a5a'],
        [1, '#0a1026'],
      ]),
    ),
  )
  for (let i = 0; i < 140; i++) {
    const x = r.range(v.x0, v.x1)
    const y = r.range(572, 790)
    s.add(
      rect(x, y, r.range(2, 5), r.range(6, 30), r.pick(['#ffd27a', '#fff6d6', '#f29e6d', '#bde0fe']), {
        opacity: r.range(0.15, 0.5),
      }),
    )
  }
  // A long bridge with lit arches across the river.
  const deck = 640
  s.add(rect(v.x0, deck, v.w, 12, '#11152b'))
  for (let x = v.x0 - 40; x < v.x1 + 40; x += 120) {
    s.add(
      rect(x + 56, deck + 12, 10, 60, '#0d1024'),
      stroke(
        `M ${num(x)} ${num(deck)} Q ${num(x + 60)} ${num(deck - 50)} ${num(x + 120)} ${num(deck)}`,
        '#8ecae6',
        3,
        { opacity: 0.8 },
      ),
    )
  }
  for (let x = v.x0; x < v.x1; x += 24) s.add(circle(x, deck + 4, 2.5, '#ffe8a3'))
  s.add(
    rect(
      v.x0,
      740,
      v.w,
      60,
      s.linear([
        [0, '#141833'],
        [1, '#070a18'],
      ]),
    ),
  )
  for (let x = v.x0 + 40; x < v.x1; x += 200) {
    s.add(
      rect(x, 680, 4, 60, '#1d2140'),
      circle(
        x + 2,
        680,
        26,
        s.radial([
          [0, '#fff2c2', 0.9],
          [1, '#fff2c2', 0],
        ]),
      ),
    )
  }
}

function graduation(s: Svg, v: View, r: Rng): void {
  s.add(
    rect(
      v.x0,
      0,
      v.w,
      800,
      s.linear([
        [0, '#101a3a'],
        [0.6, '#1f3a7a'],
        [1, '#2c4f9e'],
      ]),
    ),
  )
  for (let x = v.x0; x < v.x1; x += 38) {
    s.add(
      rect(
        x,
        0,
        38,
        800,
        s.linear(
          [
            [0, '#000000', 0.28],
            [0.5, '#ffffff', 0.06],
            [1, '#000000', 0.28],
          ],
          [0, 0, 1, 0],
        ),
      ),
    )
  }
  for (const sx of [220, 600, 980]) {
    s.add(
      poly(
        [
          [sx - 30, -10],
          [sx + 30, -10],
          [sx + 260, 800],
          [sx - 260, 800],
        ],
        s.linear([
          [0, '#fff8e1', 0.35],
          [1, '#fff8e1', 0],
        ]),
      ),
    )
  }
  s.add(
    rect(240, 70, 720, 96, '#7a1f2b', { rx: 6 }),
    rect(250, 80, 700, 76, 'none', { stroke: '#e9c46a', 'stroke-width': 3 }),
    lettering('CLASS OF 2026', 600, 96, 40, '#f6e3a6', { anchor: 'middle', tracking: 0.6, weight: 6 }),
  )
  const confetti = ['#e9c46a', '#f4a261', '#ffffff', '#2a9d8f', '#e76f51', '#90e0ef'] as const
  for (let i = 0; i < 150; i++) {
    const x = r.range(v.x0, v.x1)
    const y = r.range(0, 520)
    s.add(
      rect(x, y, r.range(5, 10), r.range(9, 16), r.pick(confetti), {
        transform: `rotate(${num(r.range(0, 180))} ${num(x)} ${num(y)})`,
        opacity: r.range(0.6, 1),
      }),
    )
  }
  const cap = (x: number, y: number, size: number, tilt: number): string =>
    group(
      path(
        `M ${num(-size * 0.45)} 0 L ${num(-size * 0.45)} ${num(size * 0.32)} Q 0 ${num(size * 0.45)} ${num(size * 0.45)} ${num(size * 0.32)} L ${num(size * 0.45)} 0 Z`,
        '#111522',
      ) +
        poly(
          [
            [0, -size * 0.35],
            [size, 0],
            [0, size * 0.35],
            [-size, 0],
          ],
          '#1c2233',
        ) +
        poly(
          [
            [0, -size * 0.35],
            [size, 0],
            [0, -size * 0.05],
            [-size, 0],
          ],
          '#2b3350',
        ) +
        stroke(
          `M 0 0 Q ${num(size * 0.5)} ${num(size * 0.1)} ${num(size * 0.7)} ${num(size * 0.55)}`,
          '#e9c46a',
          size * 0.06,
        ) +
        circle(0, 0, size * 0.06, '#e9c46a'),
      { transform: `translate(${num(x)} ${num(y)}) rotate(${num(tilt)})` },
    )
  for (let i = 0; i < 7; i++)
    s.add(cap(r.range(v.x0 + 60, v.x1 - 60), r.range(200, 420), r.range(26, 46), r.range(-40, 40)))
  const spacing = 150
  const first = Math.floor((v.x0 - 600) / spacing)
  const last = Math.ceil((v.x1 - 600) / spacing)
  const stoles = ['#e9c46a', '#2a9d8f', '#c1121f'] as const
  for (let k = first; k <= last; k++) {
    const x = 600 + k * spacing + r.range(-16, 16)
    const y = 560 + r.range(-14, 14) + (Math.abs(k) % 2) * 26
    const skin = r.pick(skinTones)
    const stole = r.pick(stoles)
    const gown = s.linear([
      [0, '#24283b'],
      [1, '#0e1020'],
    ])
    const raised = r.chance(0.45)
    s.add(
      path(
        `M ${num(x - 78)} 820 Q ${num(x - 82)} ${num(y + 40)} ${num(x)} ${num(y + 30)} Q ${num(x + 82)} ${num(y + 40)} ${num(x + 78)} 820 Z`,
        gown,
      ),
      path(
        `M ${num(x - 30)} ${num(y + 36)} L ${num(x - 14)} 820 L ${num(x - 34)} 820 L ${num(x - 44)} ${num(y + 44)} Z`,
        stole,
      ),
      path(
        `M ${num(x + 30)} ${num(y + 36)} L ${num(x + 14)} 820 L ${num(x + 34)} 820 L ${num(x + 44)} ${num(y + 44)} Z`,
        stole,
      ),
      rect(x - 11, y + 10, 22, 26, darken(skin, 0.12)),
      ellipse(x, y - 10, 30, 36, skin),
      circle(x - 10, y - 12, 3.4, '#1b1410'),
      circle(x + 10, y - 12, 3.4, '#1b1410'),
      stroke(
        `M ${num(x - 10)} ${num(y + 8)} Q ${num(x)} ${num(y + 16)} ${num(x + 10)} ${num(y + 8)}`,
        '#7a3b33',
        2.6,
      ),
    )
    s.add(
      group(
        path('M -30 0 L -30 12 Q 0 22 30 12 L 30 0 Z', '#111522') +
          poly(
            [
              [0, -14],
              [44, 0],
              [0, 14],
              [-44, 0],
            ],
            '#1c2233',
          ) +
          stroke('M 0 0 Q 24 6 30 26', '#e9c46a', 2.6),
        { transform: `translate(${num(x)} ${num(y - 40)}) rotate(${num(r.range(-8, 8))})` },
      ),
    )
    if (raised) {
      s.add(
        stroke(
          `M ${num(x + 52)} ${num(y + 70)} Q ${num(x + 78)} ${num(y - 20)} ${num(x + 70)} ${num(y - 80)}`,
          '#1a1d30',
          30,
        ),
        circle(x + 70, y - 88, 13, skin),
        rect(x + 56, y - 126, 70, 16, '#fbf6e9', {
          rx: 8,
          transform: `rotate(-30 ${num(x + 70)} ${num(y - 118)})`,
        }),
        rect(x + 84, y - 127, 6, 18, '#c1121f', { transform: `rotate(-30 ${num(x + 70)} ${num(y - 118)})` }),
      )
    }
  }
}

function airplane(s: Svg, v: View, r: Rng): void {
  s.add(
    rect(
      v.x0,
      0,
      v.w,
      800,
      s.linear([
        [0, '#1d2b53'],
        [0.35, '#5b2a6e'],
        [0.6, '#c2456b'],
        [0.78, '#ff8c5a'],
        [0.9, '#ffc277'],
      ]),
    ),
  )
  const sunX = r.range(300, 900)
  s.add(
    circle(
      sunX,
      640,
      420,
      s.radial([
        [0, '#ffe6a8', 0.9],
        [0.3, '#ffb36b', 0.4],
        [1, '#ff8c5a', 0],
      ]),
    ),
    circle(sunX, 640, 78, '#ffe3a1'),
  )
  for (let i = 0; i < 9; i++) {
    const cy = r.range(380, 620)
    const cx = r.range(v.x0, v.x1)
    const w = r.range(160, 420)
    s.add(
      ellipse(
        cx,
        cy,
        w,
        r.range(12, 26),
        s.linear([
          [0, '#6b3f78'],
          [1, '#ff9e6d'],
        ]),
        { opacity: 0.7 },
      ),
      ellipse(cx + w * 0.2, cy - 10, w * 0.55, 14, '#8a4f86', { opacity: 0.5 }),
    )
  }
  // Ground: terminal, control tower and converging runway lights.
  s.add(
    rect(
      v.x0,
      660,
      v.w,
      140,
      s.linear([
        [0, '#2a1b3d'],
        [1, '#120c1f'],
      ]),
    ),
    rect(v.x0 + 40, 620, 520, 40, '#1f1530'),
    poly(
      [
        [v.x0 + 40, 620],
        [v.x0 + 560, 620],
        [v.x0 + 520, 600],
        [v.x0 + 80, 600],
      ],
      '#251a3a',
    ),
    rect(880, 520, 26, 140, '#1f1530'),
    poly(
      [
        [862, 520],
        [924, 520],
        [934, 490],
        [852, 490],
      ],
      '#2b1f45',
    ),
    rect(858, 496, 70, 16, '#ffcf8a', { opacity: 0.7 }),
  )
  for (let x = v.x0 + 60; x < v.x0 + 540; x += 18) s.add(rect(x, 632, 8, 6, '#ffd89c', { opacity: 0.7 }))
  for (let i = 0; i < 14; i++) {
    const t = i / 13
    const y = 670 + t * t * 130
    const spread = 40 + t * t * 520
    for (const side of [-1, 1]) {
      s.add(
        circle(600 + side * spread, y, 1.5 + t * 5, '#fff1c9'),
        circle(600 + side * spread, y, 4 + t * 12, '#ffd27a', { opacity: 0.25 }),
      )
    }
  }
  // The aircraft, climbing away from the runway.
  const ax = 640 + r.range(-60, 60)
  const ay = 270 + r.range(-30, 30)
  const tilt = -r.range(10, 16)
  const body = s.linear([
    [0, '#f2efe9'],
    [0.55, '#b9b2c8'],
    [1, '#5a4f70'],
  ])
  const wing = s.linear(
    [
      [0, '#cfc7da'],
      [1, '#6b5f82'],
    ],
    [0, 0, 1, 1],
  )
  const trails =
    stroke('M -200 38 L -900 120', '#ffffff', 8, { opacity: 0.25 }) +
    stroke('M -150 52 L -880 150', '#ffffff', 6, { opacity: 0.18 })
  const plane =
    trails +
    poly(
      [
        [40, 10],
        [-70, 110],
        [-30, 110],
        [120, 14],
      ],
      darken('#8d84a3', 0.2),
    ) +
    path('M -250 -8 Q -260 10 -240 22 L 200 26 Q 250 24 262 8 Q 250 -14 200 -16 L -200 -14 Z', body) +
    poly(
      [
        [-210, -12],
        [-250, -86],
        [-218, -86],
        [-160, -14],
      ],
      wing,
    ) +
    poly(
      [
        [-200, 10],
        [-250, 34],
        [-226, 36],
        [-170, 14],
      ],
      wing,
    ) +
    poly(
      [
        [10, 12],
        [-120, 150],
        [-80, 152],
        [100, 18],
      ],
      wing,
    ) +
    rect(-56, 50, 70, 26, '#8f86a6', { rx: 13 }) +
    ellipse(-56, 63, 6, 12, '#3a3150') +
    stroke('M 234 -2 L 250 2', '#2b2540', 4) +
    circle(-118, 150, 4, '#ff4d4d') +
    circle(-250, -86, 3, '#ffffff')
  const windows: string[] = []
  for (let x = -180; x < 200; x += 14) windows.push(circle(x, -2, 2.6, '#41385a'))
  s.add(
    group(plane + windows.join(''), { transform: `translate(${num(ax)} ${num(ay)}) rotate(${num(tilt)})` }),
  )
}

function silhouette(x: number, facing: 1 | -1, style: 'suit' | 'hijab', fill: string, rim: string): string {
  const parts: string[] = []
  if (style === 'suit') {
    parts.push(
      path('M -120 420 Q -130 120 -60 96 Q 0 84 60 96 Q 120 110 130 420 Z', fill),
      rect(-22, 50, 44, 60, fill),
      ellipse(0, 10, 50, 60, fill),
      path('M 40 -10 Q 62 6 52 20 Q 48 26 40 26 Z', fill),
      path('M -50 -10 Q -46 -56 0 -56 Q 42 -56 50 -20 Q 20 -40 -10 -30 Z', fill),
    )
  } else {
    parts.push(
      path('M -110 420 Q -120 130 -56 100 Q 0 88 56 100 Q 110 120 120 420 Z', fill),
      path('M -60 100 Q -74 -60 0 -62 Q 70 -60 62 60 Q 64 100 40 110 Z', fill),
      path('M 44 -6 Q 60 8 52 22 Q 48 28 42 28 Z', fill),
    )
  }
  parts.push(
    stroke('M 70 140 Q 140 176 196 160', fill, 58),
    path('M 180 136 Q 220 128 246 146 Q 256 160 244 172 Q 216 186 184 182 Z', fill),
  )
  const body = parts.join('')
  return group(group(body, { stroke: rim, 'stroke-width': 5, opacity: 0.9 }) + body, {
    transform: `translate(${num(x)} 420) scale(${facing} 1)`,
  })
}

function handshake(s: Svg, v: View, r: Rng): void {
  const hue = r.range(20, 40)
  s.add(
    rect(
      v.x0,
      0,
      v.w,
      800,
      s.linear([
        [0, hsl(hue + 180, 40, 78)],
        [0.55, hsl(hue, 80, 88)],
        [1, hsl(hue, 60, 70)],
      ]),
    ),
  )
  // Office window: a skyline seen through tall glass, bright behind the two people.
  let x = v.x0
  while (x < v.x1) {
    const w = r.range(50, 120)
    const h = r.range(80, 260)
    s.add(rect(x, 520 - h, w, h + 280, hsl(210, 20, r.range(62, 74)), { opacity: 0.8 }))
    for (let wy = 530 - h; wy < 520; wy += 18) s.add(rect(x + 6, wy, w - 12, 6, '#ffffff', { opacity: 0.35 }))
    x += w + r.range(4, 20)
  }
  s.add(
    circle(
      600,
      500,
      420,
      s.radial([
        [0, '#fffdf3', 0.95],
        [0.35, '#fff1d0', 0.6],
        [1, '#fff1d0', 0],
      ]),
    ),
  )
  for (let mx = Math.floor(v.x0 / 240) * 240; mx < v.x1; mx += 240)
    s.add(rect(mx - 8, 0, 16, 800, '#3b3f4a', { opacity: 0.85 }))
  s.add(rect(v.x0, 90, v.w, 14, '#3b3f4a', { opacity: 0.85 }))
  for (let i = 0; i < 24; i++) {
    s.add(
      circle(
        r.range(v.x0, v.x1),
        r.range(100, 700),
        r.range(12, 48),
        s.radial([
          [0, '#ffffff', 0.5],
          [1, '#ffffff', 0],
        ]),
      ),
    )
  }
  const ink = s.linear([
    [0, '#26304a'],
    [1, '#141a2a'],
  ])
  s.add(
    circle(
      600,
      575,
      110,
      s.radial([
        [0, '#fffaf0', 0.9],
        [1, '#fffaf0', 0],
      ]),
    ),
    silhouette(362, 1, 'suit', ink, '#ffd59a'),
    silhouette(838, -1, r.chance(0.5) ? 'hijab' : 'suit', ink, '#ffd59a'),
    stroke('M 572 566 Q 598 552 626 560', '#ffd59a', 3, { opacity: 0.8 }),
    stroke('M 586 596 Q 606 604 622 590', '#ffd59a', 2, { opacity: 0.5 }),
  )
  s.add(
    rect(
      v.x0,
      700,
      v.w,
      100,
      s.linear([
        [0, '#5b4636'],
        [1, '#2e231b'],
      ]),
    ),
    rect(v.x0, 700, v.w, 6, '#8a6d55'),
    rect(470, 682, 160, 20, '#f7f3ea', { transform: 'rotate(-4 550 692)' }),
    rect(620, 686, 120, 14, '#e9eef5', { transform: 'rotate(3 680 693)' }),
    stroke('M 760 690 L 850 680', '#1d3557', 6),
  )
}

function hand(x: number, y: number, facing: 1 | -1, skin: string, sleeve: string): string {
  const shade = darken(skin, 0.18)
  const parts: string[] = [
    stroke('M -260 250 Q -200 150 -110 110', sleeve, 120),
    stroke('M -150 140 L -110 112', '#f4f1ea', 118, { 'stroke-linecap': 'butt' }),
    path('M -120 60 Q -60 20 20 40 Q 70 60 60 110 Q 20 150 -90 150 Q -140 130 -120 60 Z', skin),
  ]
  for (let k = 0; k < 4; k++) {
    const fy = 58 + k * 24
    parts.push(
      stroke(`M -20 ${fy} Q 60 ${fy - 18 + k * 4} ${100 - k * 8} ${fy - 42 + k * 6}`, skin, 26),
      stroke(`M -20 ${fy + 12} Q 50 ${fy + 2 + k * 4} ${88 - k * 8} ${fy - 28 + k * 6}`, shade, 2.5, {
        opacity: 0.5,
      }),
    )
  }
  parts.push(
    stroke('M -60 48 Q -20 -10 30 -20', skin, 30),
    stroke('M -40 40 Q -10 0 28 -10', shade, 2.5, { opacity: 0.4 }),
  )
  return group(parts.join(''), { transform: `translate(${num(x)} ${num(y)}) scale(${facing} 1)` })
}

function charity(s: Svg, v: View, r: Rng): void {
  s.add(
    rect(
      v.x0,
      0,
      v.w,
      800,
      s.linear([
        [0, '#ffe5c2'],
        [0.6, '#ffd3a1'],
        [1, '#f4a57a'],
      ]),
    ),
  )
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2
    s.add(
      poly(
        [
          [600, 360],
          [600 + Math.cos(a) * 1200, 360 + Math.sin(a) * 1200],
          [600 + Math.cos(a + 0.12) * 1200, 360 + Math.sin(a + 0.12) * 1200],
        ],
        '#fff6e0',
        { opacity: 0.28 },
      ),
    )
  }
  s.add(
    circle(
      600,
      360,
      360,
      s.radial([
        [0, '#fffaf0', 0.95],
        [1, '#fffaf0', 0],
      ]),
    ),
  )
  const hearts = ['#e63946', '#f28482', '#ff8fa3', '#f4a261'] as const
  const heart = (hx: number, hy: number, size: number, fill: string, opacity: number): string =>
    path(
      `M ${num(hx)} ${num(hy + size * 0.3)} C ${num(hx - size)} ${num(hy - size * 0.5)} ${num(hx - size * 0.4)} ${num(hy - size * 1.1)} ${num(hx)} ${num(hy - size * 0.5)} ` +
        `C ${num(hx + size * 0.4)} ${num(hy - size * 1.1)} ${num(hx + size)} ${num(hy - size * 0.5)} ${num(hx)} ${num(hy + size * 0.3)} Z`,
      fill,
      { opacity },
    )
  for (let i = 0; i < 16; i++)
    s.add(
      heart(
        r.range(v.x0 + 40, v.x1 - 40),
        r.range(60, 420),
        r.range(10, 28),
        r.pick(hearts),
        r.range(0.35, 0.8),
      ),
    )
  s.add(
    heart(
      600,
      190,
      70,
      s.linear([
        [0, '#ff6b6b'],
        [1, '#c9184a'],
      ]),
      0.95,
    ),
  )
  // Seedling held in two cupped hands of different skin tones.
  const leaf = s.linear(
    [
      [0, '#95d5b2'],
      [1, '#2d6a4f'],
    ],
    [0, 0, 1, 1],
  )
  s.add(
    stroke('M 600 560 Q 590 470 604 400', '#40916c', 9),
    path('M 602 440 Q 520 380 470 420 Q 530 470 602 440 Z', leaf),
    path('M 604 410 Q 680 330 750 370 Q 690 440 604 410 Z', leaf),
    stroke('M 602 440 Q 540 420 490 420', '#1b4332', 2, { opacity: 0.6 }),
    stroke('M 604 410 Q 680 380 730 372', '#1b4332', 2, { opacity: 0.6 }),
    ellipse(
      600,
      560,
      130,
      40,
      s.linear([
        [0, '#7f5539'],
        [1, '#4a2f1d'],
      ]),
    ),
  )
  for (let i = 0; i < 14; i++)
    s.add(circle(600 + r.range(-110, 110), 548 + r.range(-14, 10), r.range(4, 9), '#5e3b24'))
  const skins = [...skinTones]
  const left = r.int(1, 5)
  const right = (left + r.int(2, 4)) % skins.length
  s.add(hand(470, 520, 1, at(skins, left), '#2a6f97'), hand(730, 520, -1, at(skins, right), '#e76f51'))
}

function passport(s: Svg, v: View, r: Rng): void {
  s.add(
    rect(
      v.x0,
      0,
      v.w,
      800,
      s.linear(
        [
          [0, '#a0693f'],
          [0.5, '#8b5a36'],
          [1, '#6f452a'],
        ],
        [0, 0, 1, 1],
      ),
    ),
  )
  for (let i = 0; i < 26; i++) {
    const y = r.range(0, 800)
    s.add(
      stroke(
        `M ${num(v.x0)} ${num(y)} C ${num(v.x0 + v.w * 0.3)} ${num(y + r.range(-30, 30))} ${num(v.x0 + v.w * 0.6)} ${num(y + r.range(-30, 30))} ${num(v.x1)} ${num(y + r.range(-20, 20))}`,
        '#5a3620',
        r.range(1, 3),
        { opacity: r.range(0.15, 0.35) },
      ),
    )
  }
  const shadow = (w: number, h: number, rx: number): string =>
    rect(10, 14, w, h, '#000000', { rx, opacity: 0.28 })
  // Laptop corner in the top right.
  s.add(
    group(rect(0, 0, 560, 360, '#2b2d33', { rx: 22 }) + rect(30, 30, 500, 300, '#3a3d45', { rx: 10 }), {
      transform: `translate(${num(v.x1 - 360)} -120) rotate(8)`,
    }),
  )
  for (let k = 0; k < 5; k++) {
    for (let j = 0; j < 10; j++) {
      s.add(
        rect(v.x1 - 310 + j * 44, -80 + k * 38, 36, 30, '#23252b', {
          rx: 4,
          transform: `rotate(8 ${num(v.x1 - 80)} 60)`,
        }),
      )
    }
  }
  // Open passport with a visa sticker and entry stamps.
  const page = s.linear(
    [
      [0, '#f4f1e4'],
      [1, '#e2e9df'],
    ],
    [0, 0, 1, 1],
  )
  const openBook =
    rect(0, 0, 520, 360, '#0f4c3a', { rx: 16 }) +
    rect(12, 10, 244, 340, page, { rx: 6 }) +
    rect(264, 10, 244, 340, page, { rx: 6 }) +
    rect(256, 10, 8, 340, '#c7cfc0')
  const guilloche: string[] = []
  for (let k = 0; k < 6; k++) {
    let d = 'M 14 60'
    for (let gx = 14; gx <= 506; gx += 8) d += ` L ${gx} ${num(60 + k * 48 + Math.sin(gx / 22 + k) * 12)}`
    guilloche.push(stroke(d, '#8fb3a0', 1, { opacity: 0.45 }))
  }
  const visa =
    rect(
      280,
      30,
      212,
      150,
      s.linear([
        [0, '#f6d7e6'],
        [1, '#cfe3f6'],
      ]),
      { rx: 4 },
    ) +
    rect(292, 44, 56, 70, '#d9d4cc', { rx: 3 }) +
    circle(320, 70, 14, '#8c6d5a') +
    path('M 296 114 Q 320 86 344 114 Z', '#8c6d5a') +
    rect(360, 48, 110, 8, '#6c7a89', { rx: 4 }) +
    rect(360, 66, 84, 8, '#6c7a89', { rx: 4 }) +
    rect(360, 84, 100, 8, '#6c7a89', { rx: 4 }) +
    rect(292, 128, 186, 6, '#55606d', { rx: 3 }) +
    rect(292, 144, 186, 6, '#55606d', { rx: 3 }) +
    circle(456, 150, 18, '#c0392b', { opacity: 0.25 })
  const stamp = (sx: number, sy: number, colour: string, round: boolean, rot: number): string =>
    group(
      (round
        ? circle(0, 0, 40, 'none', { stroke: colour, 'stroke-width': 4 }) +
          circle(0, 0, 30, 'none', { stroke: colour, 'stroke-width': 2 })
        : rect(-52, -30, 104, 60, 'none', { stroke: colour, 'stroke-width': 4, rx: 6 })) +
        rect(-22, -4, 44, 8, colour) +
        stroke('M -16 14 L 16 14', colour, 3),
      { transform: `translate(${sx} ${sy}) rotate(${rot})`, opacity: 0.75 },
    )
  const stamps =
    stamp(80, 90, '#6a4c93', true, r.range(-20, 20)) +
    stamp(170, 230, '#c0392b', false, r.range(-15, 15)) +
    stamp(380, 260, '#1d4e89', true, r.range(-20, 20))
  s.add(
    group(shadow(520, 360, 16) + openBook + guilloche.join('') + visa + stamps, {
      transform: `translate(520 280) rotate(${num(r.range(-6, -2))})`,
    }),
  )
  // Closed passport with a gold emblem and lettering.
  const closed =
    rect(
      0,
      0,
      250,
      350,
      s.linear([
        [0, '#17624b'],
        [1, '#0c3f31'],
      ]),
      { rx: 14 },
    ) +
    circle(125, 150, 46, 'none', { stroke: '#d4af37', 'stroke-width': 4 }) +
    Array.from({ length: 8 }, (_, k) =>
      ellipse(125, 124, 8, 22, '#d4af37', { transform: `rotate(${k * 45} 125 150)` }),
    ).join('') +
    circle(125, 150, 10, '#0c3f31') +
    lettering('PASSPORT', 125, 246, 22, '#d4af37', { anchor: 'middle', tracking: 0.5, weight: 3.2 }) +
    rect(70, 290, 110, 8, '#d4af37', { rx: 4, opacity: 0.7 })
  s.add(
    group(shadow(250, 350, 14) + closed, {
      transform: `translate(180 150) rotate(${num(r.range(-18, -8))})`,
    }),
  )
  // Boarding pass, pen and a cup of tea.
  const pass =
    rect(0, 0, 420, 150, '#fbfbf8', { rx: 10 }) +
    rect(0, 0, 420, 36, '#1d4e89', { rx: 10 }) +
    rect(0, 24, 420, 12, '#1d4e89') +
    lettering('DAC', 40, 58, 30, '#1d3557', { weight: 4 }) +
    lettering('NRT', 190, 58, 30, '#1d3557', { weight: 4 }) +
    stroke('M 128 74 L 170 74 M 160 66 L 170 74 L 160 82', '#c0392b', 3) +
    rect(40, 110, 90, 6, '#9aa5b1', { rx: 3 }) +
    rect(150, 110, 60, 6, '#9aa5b1', { rx: 3 }) +
    stroke('M 300 8 L 300 142', '#c5cbd3', 2, { 'stroke-dasharray': '6 6' }) +
    Array.from({ length: 16 }, (_, k) => rect(318 + k * 6, 50, k % 3 === 0 ? 4 : 2, 80, '#1d1d1d')).join('')
  s.add(group(shadow(420, 150, 10) + pass, { transform: `translate(140 560) rotate(${num(r.range(2, 8))})` }))
  s.add(
    group(
      rect(
        0,
        0,
        300,
        18,
        s.linear([
          [0, '#2d3142'],
          [0.5, '#6c7086'],
          [1, '#2d3142'],
        ]),
        { rx: 9 },
      ) +
        poly(
          [
            [300, 2],
            [336, 9],
            [300, 16],
          ],
          '#c9a227',
        ) +
        rect(30, -6, 80, 6, '#c9a227', { rx: 3 }),
      { transform: `translate(${num(v.x0 + 60)} 420) rotate(-22)` },
    ),
  )
  const cupX = v.x1 - 170
  s.add(
    circle(cupX + 10, 660, 120, '#000000', { opacity: 0.2 }),
    circle(cupX, 650, 120, '#f1eee8'),
    circle(cupX, 650, 84, '#ffffff'),
    circle(
      cupX,
      650,
      70,
      s.radial([
        [0, '#c07a3f'],
        [1, '#7a3e16'],
      ]),
    ),
    ellipse(cupX - 20, 630, 22, 10, '#ffffff', { opacity: 0.25 }),
    rect(cupX + 82, 638, 50, 24, '#ffffff', { rx: 12 }),
  )
}

// ---------------------------------------------------------------------------------------------
// Public scene API

export function sceneSvg(
  kind: SceneKind,
  seed: string,
  width: number,
  height: number,
  options: SceneOptions = {},
): string {
  const { svg, v } = sceneCanvas(width, height)
  const r = new Rng(`${kind}:${seed}`)
  switch (kind) {
    case 'campus':
      campus(svg, v, r)
      break
    case 'classroom':
      classroom(svg, v, r)
      break
    case 'welding':
      welding(svg, v, r, options.tool ?? r.pick(['stick', 'mig', 'tig'] as const))
      break
    case 'fuji':
      fuji(svg, v, r)
      break
    case 'seoul':
      seoul(svg, v, r)
      break
    case 'graduation':
      graduation(svg, v, r)
      break
    case 'airplane':
      airplane(svg, v, r)
      break
    case 'handshake':
      handshake(svg, v, r)
      break
    case 'charity':
      charity(svg, v, r)
      break
    case 'passport':
      passport(svg, v, r)
      break
  }
  // A gentle vignette gives every scene the falloff of a real lens.
  svg.add(
    rect(
      v.x0,
      0,
      v.w,
      800,
      svg.radial([
        [0.55, '#000000', 0],
        [1, '#000000', 0.28],
      ]),
    ),
  )
  return svg.toString()
}

// A scene with an announcement panel, for the home page pop-up.
export function promoSvg(
  seed: string,
  width: number,
  height: number,
  headline: string,
  subline: string,
): string {
  const base = sceneSvg('fuji', seed, width, height)
  const cap = 46
  const panelW = Math.max(letteringWidth(headline, cap, 0.5), letteringWidth(subline, 26, 0.5)) + 120
  const overlay = [
    rect(600 - panelW / 2, 560, panelW, 190, '#0b1d3a', { rx: 18, opacity: 0.82 }),
    rect(600 - panelW / 2 + 10, 570, panelW - 20, 170, 'none', {
      rx: 12,
      stroke: '#e9c46a',
      'stroke-width': 2,
    }),
    lettering(headline, 600, 598, cap, '#ffffff', { anchor: 'middle', tracking: 0.5, weight: 6.5 }),
    lettering(subline, 600, 684, 26, '#e9c46a', { anchor: 'middle', tracking: 0.5, weight: 4 }),
  ].join('')
  return base.replace(/<\/svg>$/, `${overlay}</svg>`)
}

// ---------------------------------------------------------------------------------------------
// Logos

const partnerPalette = [
  ['#0f9d8f', '#0b5f73'],
  ['#e4572e', '#a4161a'],
  ['#2f6fdb', '#1b3a8a'],
  ['#43a047', '#1b5e20'],
  ['#8e44ad', '#4a235a'],
  ['#f2a541', '#c06014'],
] as const

function partnerMark(s: Svg, variant: number): string {
  const [light, dark] = at(partnerPalette, variant)
  const fill = s.linear(
    [
      [0, light],
      [1, dark],
    ],
    [0, 0, 1, 1],
  )
  switch (variant % 6) {
    case 0: {
      const hex: Pt[] = Array.from(
        { length: 6 },
        (_, k): Pt => [
          60 * Math.cos((k * Math.PI) / 3 - Math.PI / 2),
          60 * Math.sin((k * Math.PI) / 3 - Math.PI / 2),
        ],
      )
      return (
        poly(hex, fill) +
        poly(
          [
            [0, -30],
            [28, 18],
            [-28, 18],
          ],
          '#ffffff',
        ) +
        poly(
          [
            [0, -8],
            [10, 10],
            [-10, 10],
          ],
          dark,
        )
      )
    }
    case 1:
      return (
        circle(0, 0, 60, fill) +
        path('M -44 20 A 44 44 0 0 1 44 20 Z', '#ffffff') +
        path('M -28 20 A 28 28 0 0 1 28 20 Z', light) +
        rect(-50, 26, 100, 8, '#ffffff', { rx: 4 }) +
        rect(-36, 40, 72, 6, '#ffffff', { rx: 3, opacity: 0.8 })
      )
    case 2:
      return [0, 1, 2]
        .map((k) =>
          stroke(
            `M -46 ${-34 + k * 30} L 0 ${-6 + k * 30} L 46 ${-34 + k * 30}`,
            k === 1 ? light : dark,
            16,
            {
              'stroke-linecap': 'square',
              'stroke-linejoin': 'miter',
            },
          ),
        )
        .join('')
    case 3:
      return (
        Array.from({ length: 5 }, (_, k) =>
          path('M 0 0 Q -22 -30 0 -60 Q 22 -30 0 0 Z', k % 2 ? light : dark, {
            transform: `rotate(${k * 72})`,
          }),
        ).join('') + circle(0, 0, 10, '#ffffff')
      )
    case 4:
      return [
        [0, -32],
        [32, 0],
        [0, 32],
        [-32, 0],
      ]
        .map(([dx = 0, dy = 0], k) =>
          rect(dx - 20, dy - 20, 40, 40, k % 2 ? light : dark, {
            transform: `rotate(45 ${dx} ${dy})`,
            rx: 5,
          }),
        )
        .join('')
    default:
      return (
        circle(0, 0, 60, fill) +
        stroke('M -56 -8 Q -28 -30 0 -8 T 56 -8', '#ffffff', 9) +
        stroke('M -58 18 Q -28 -4 0 18 T 58 18', '#ffffff', 9, { opacity: 0.75 }) +
        circle(22, -34, 9, '#ffffff')
      )
  }
}

export function partnerLogoSvg(
  variant: number,
  name: string,
  tagline: string,
  width: number,
  height: number,
): string {
  const s = new Svg(width, height, '0 0 400 200')
  const [, dark] = at(partnerPalette, variant)
  const cap = Math.min(30, 200 / Math.max(1, letteringWidth(name, 6) / 6))
  s.add(
    group(partnerMark(s, variant), { transform: 'translate(92 100) scale(1.05)' }),
    lettering(name, 176, 100 - cap - 4, cap, '#1f2533', { weight: cap * 0.16, tracking: 0.2 }),
    lettering(tagline, 177, 112, 12, dark, { weight: 2.2, tracking: 1.2 }),
  )
  return s.toString()
}

// The organisation's mark: a three-band bridge arch (Bangladesh green, teal, Korean blue) under a
// red rising sun shared by the Bangladeshi and Japanese flags, over two river lines.
function orgMark(s: Svg, onDark: boolean): string {
  const bands = onDark ? ['#3ddc97', '#44c7d9', '#7aa2ff'] : ['#0f7b4f', '#1d8fa5', '#2f4f9e']
  const sun = s.radial(
    [
      [0, '#ff6b6b'],
      [1, '#c8102e'],
    ],
    0.4,
    0.35,
    0.7,
  )
  const arcs = bands.map((c, k) => {
    const ro = 180 - k * 34
    const ri = ro - 26
    return path(`M ${-ro} 0 A ${ro} ${ro} 0 0 1 ${ro} 0 L ${ri} 0 A ${ri} ${ri} 0 0 0 ${-ri} 0 Z`, c)
  })
  const river = onDark ? '#9fe7ff' : '#1d8fa5'
  return (
    arcs.join('') +
    circle(0, -30, 52, sun) +
    stroke('M -190 28 Q -95 6 0 28 T 190 28', river, 12) +
    stroke('M -150 60 Q -75 40 0 60 T 150 60', river, 10, { opacity: 0.7 })
  )
}

export function orgLogoSvg(size: number, tone: 'light' | 'dark'): string {
  const s = new Svg(size, size, '0 0 512 512')
  const onDark = tone === 'dark'
  s.add(
    group(orgMark(s, onDark), { transform: 'translate(256 250) scale(0.95)' }),
    lettering('MEGHSETU', 256, 356, 54, onDark ? '#ffffff' : '#1b2a4a', {
      anchor: 'middle',
      tracking: 0.4,
      weight: 8.5,
    }),
    lettering('GROUP', 256, 436, 24, onDark ? '#e9c46a' : '#c8102e', {
      anchor: 'middle',
      tracking: 3,
      weight: 4,
    }),
  )
  return s.toString()
}

export function faviconSvg(size: number): string {
  const s = new Svg(size, size, '0 0 512 512')
  s.add(
    rect(
      0,
      0,
      512,
      512,
      s.linear(
        [
          [0, '#1b2a4a'],
          [1, '#0b1426'],
        ],
        [0, 0, 1, 1],
      ),
      { rx: 110 },
    ),
    group(orgMark(s, true), { transform: 'translate(256 300) scale(1.15)' }),
  )
  return s.toString()
}

// ---------------------------------------------------------------------------------------------
// Portraits

export function portraitSvg(seed: string, size: number, hint: PortraitHint = {}): string {
  const s = new Svg(size, size, '0 0 600 600')
  const r = new Rng(`portrait:${seed}`)
  const bgHue = r.pick([200, 170, 35, 140, 345, 220])
  s.add(
    rect(
      0,
      0,
      600,
      600,
      s.radial(
        [
          [0, hsl(bgHue, 35, 82)],
          [0.7, hsl(bgHue, 30, 62)],
          [1, hsl(bgHue, 32, 46)],
        ],
        0.45,
        0.35,
        0.8,
      ),
    ),
  )
  for (let i = 0; i < 6; i++) {
    s.add(
      circle(r.range(0, 600), r.range(0, 400), r.range(30, 90), '#ffffff', { opacity: r.range(0.05, 0.14) }),
    )
  }
  const skin = at(skinTones, hint.skin ?? r.int(1, 5))
  const skinFill = s.radial(
    [
      [0, lighten(skin, 0.12)],
      [0.75, skin],
      [1, darken(skin, 0.12)],
    ],
    0.4,
    0.35,
    0.7,
  )
  const hairStyle = hint.hair ?? r.pick(['short', 'side-part', 'long', 'bun'] as const)
  const hair = hint.greyHair ? '#b9b4ad' : r.pick(hairColours)
  const hairFill = s.linear([
    [0, lighten(hair, 0.18)],
    [1, hair],
  ])
  const attire = hint.attire ?? r.pick(['suit', 'shirt', 'kameez', 'polo'] as const)
  const cloth = r.pick(['#26324f', '#3d405b', '#1f4e5f', '#5b3758', '#2f3e46', '#6b2737'])
  const clothFill = s.linear(
    [
      [0, lighten(cloth, 0.15)],
      [1, darken(cloth, 0.2)],
    ],
    [0, 0, 1, 1],
  )
  const scarf = r.pick(['#7b2d43', '#1d5c63', '#6a4c93', '#2e4057', '#3d6b4f', '#8c3b5e'])
  if (hairStyle === 'long') {
    s.add(path('M 196 250 Q 190 140 300 136 Q 410 140 404 250 L 420 470 Q 300 500 180 470 Z', hairFill))
  }
  if (hairStyle === 'hijab') {
    s.add(
      path(
        'M 300 130 Q 410 130 412 270 Q 414 360 380 410 Q 470 440 520 520 L 540 600 L 60 600 L 80 520 Q 130 440 220 410 Q 186 360 188 270 Q 190 130 300 130 Z',
        s.linear([
          [0, lighten(scarf, 0.2)],
          [1, darken(scarf, 0.15)],
        ]),
      ),
    )
  }
  // Torso and clothing.
  s.add(path('M 70 600 Q 80 470 190 440 Q 245 425 300 425 Q 355 425 410 440 Q 520 470 530 600 Z', clothFill))
  if (attire === 'suit') {
    s.add(
      poly(
        [
          [252, 430],
          [300, 540],
          [348, 430],
        ],
        '#f4f4f2',
      ),
      poly(
        [
          [252, 430],
          [220, 448],
          [286, 580],
          [300, 545],
        ],
        darken(cloth, 0.25),
      ),
      poly(
        [
          [348, 430],
          [380, 448],
          [314, 580],
          [300, 545],
        ],
        darken(cloth, 0.25),
      ),
    )
    if (hairStyle !== 'long' && hairStyle !== 'bun' && hairStyle !== 'hijab') {
      s.add(
        poly(
          [
            [290, 440],
            [310, 440],
            [316, 530],
            [300, 550],
            [284, 530],
          ],
          r.pick(['#9b2226', '#005f73', '#7f5539', '#3a0ca3']),
        ),
      )
    }
  } else if (attire === 'kameez') {
    s.add(
      path('M 262 430 L 300 500 L 338 430', 'none', { stroke: '#e9c46a', 'stroke-width': 5 }),
      ...[0, 1, 2].map((k) => circle(300, 470 + k * 30, 4, '#e9c46a')),
    )
  } else if (attire === 'polo') {
    s.add(
      poly(
        [
          [250, 428],
          [300, 470],
          [274, 486],
        ],
        lighten(cloth, 0.2),
      ),
      poly(
        [
          [350, 428],
          [300, 470],
          [326, 486],
        ],
        lighten(cloth, 0.2),
      ),
      rect(296, 470, 8, 60, darken(cloth, 0.2)),
    )
  } else {
    s.add(
      poly(
        [
          [256, 428],
          [300, 488],
          [270, 500],
        ],
        '#f1f1ee',
      ),
      poly(
        [
          [344, 428],
          [300, 488],
          [330, 500],
        ],
        '#f1f1ee',
      ),
      ...[0, 1, 2].map((k) => circle(300, 500 + k * 30, 4, '#d8d8d8')),
    )
  }
  if (hairStyle === 'hijab') {
    s.add(path('M 230 400 Q 300 460 370 400 Q 380 450 300 470 Q 220 450 230 400 Z', darken(scarf, 0.1)))
  } else {
    s.add(path('M 262 330 L 338 330 L 342 430 Q 300 452 258 430 Z', darken(skin, 0.1)))
    s.add(ellipse(300, 372, 42, 14, darken(skin, 0.25), { opacity: 0.35 }))
    s.add(ellipse(212, 282, 16, 26, darken(skin, 0.05)), ellipse(388, 282, 16, 26, darken(skin, 0.05)))
  }
  s.add(ellipse(300, 268, 88, 108, skinFill))
  // Hair over the forehead.
  if (hairStyle === 'short') {
    s.add(
      path(
        'M 210 258 C 200 160 250 142 300 142 C 356 142 404 164 392 258 C 384 214 362 196 300 194 C 244 196 220 214 210 258 Z',
        hairFill,
      ),
    )
  } else if (hairStyle === 'side-part') {
    s.add(
      path(
        'M 208 262 C 196 168 244 138 300 138 C 360 138 408 168 394 262 C 386 222 370 200 340 194 C 300 214 250 206 230 200 C 218 216 212 236 208 262 Z',
        hairFill,
      ),
      stroke('M 250 150 Q 262 176 250 202', darken(hair, 0.3), 3, { opacity: 0.5 }),
    )
  } else if (hairStyle === 'long') {
    s.add(
      path(
        'M 206 280 C 196 170 246 146 300 146 C 358 146 406 172 394 280 C 384 220 348 200 300 180 C 256 200 218 220 206 280 Z',
        hairFill,
      ),
    )
  } else if (hairStyle === 'bun') {
    s.add(
      circle(300, 140, 40, hairFill),
      path(
        'M 208 264 C 198 170 248 150 300 150 C 356 150 404 172 392 264 C 382 216 356 196 300 190 C 246 196 220 216 208 264 Z',
        hairFill,
      ),
    )
  } else if (hairStyle === 'receding') {
    s.add(
      path('M 212 270 C 206 230 214 206 232 196 C 226 224 224 246 226 272 Z', hairFill),
      path('M 388 270 C 394 230 386 206 368 196 C 374 224 376 246 374 272 Z', hairFill),
    )
  } else {
    s.add(
      path(
        'M 212 250 Q 214 170 300 168 Q 386 170 388 250 Q 370 198 300 192 Q 230 198 212 250 Z',
        darken(scarf, 0.05),
      ),
    )
  }
  // Face.
  const browY = 236
  s.add(
    stroke(`M 244 ${browY} Q 264 ${browY - 10} 284 ${browY - 2}`, darken(hair, 0.1), 6),
    stroke(`M 316 ${browY - 2} Q 336 ${browY - 10} 356 ${browY}`, darken(hair, 0.1), 6),
    ellipse(264, 262, 11, 8, '#fdfdfb'),
    ellipse(336, 262, 11, 8, '#fdfdfb'),
    circle(265, 262, 6.5, '#2b1d14'),
    circle(337, 262, 6.5, '#2b1d14'),
    circle(267, 259, 2, '#ffffff'),
    circle(339, 259, 2, '#ffffff'),
    stroke('M 300 272 Q 292 304 300 314 Q 306 318 312 312', darken(skin, 0.28), 3.5),
    path('M 268 338 Q 300 362 332 338 Q 300 350 268 338 Z', '#8a3f3a'),
    stroke('M 268 338 Q 300 356 332 338', '#6e2f2b', 2.5),
    ellipse(244, 312, 18, 10, '#e07a5f', { opacity: 0.12 }),
    ellipse(356, 312, 18, 10, '#e07a5f', { opacity: 0.12 }),
  )
  if (hint.beard) {
    s.add(
      path(
        'M 214 290 Q 222 372 300 384 Q 378 372 386 290 Q 372 350 336 352 Q 300 364 264 352 Q 228 350 214 290 Z',
        hairFill,
        { opacity: 0.92 },
      ),
      path('M 270 328 Q 300 316 330 328 Q 300 334 270 328 Z', hairFill),
    )
  }
  if (hint.glasses) {
    s.add(
      rect(234, 244, 60, 40, 'none', { rx: 12, stroke: '#2b2b2b', 'stroke-width': 4 }),
      rect(306, 244, 60, 40, 'none', { rx: 12, stroke: '#2b2b2b', 'stroke-width': 4 }),
      stroke('M 294 260 Q 300 254 306 260', '#2b2b2b', 4),
      rect(240, 248, 20, 6, '#ffffff', { opacity: 0.4, rx: 3 }),
    )
  }
  return s.toString()
}

// ---------------------------------------------------------------------------------------------
// Document scans

const documentStyle: Record<DocumentKind, { ink: string; accent: string; title: string; subtitle: string }> =
  {
    licence: {
      ink: '#1f6f4a',
      accent: '#b08d3c',
      title: 'RECRUITING LICENCE',
      subtitle: 'OVERSEAS EMPLOYMENT',
    },
    certificate: {
      ink: '#1b2a4a',
      accent: '#b8892e',
      title: 'CERTIFICATE',
      subtitle: 'WELDER QUALIFICATION',
    },
    accreditation: {
      ink: '#2a5599',
      accent: '#6d8fc7',
      title: 'ACCREDITATION',
      subtitle: 'TRAINING PROVIDER',
    },
    registration: {
      ink: '#8c2a3c',
      accent: '#c9a24a',
      title: 'REGISTRATION',
      subtitle: 'TRADE AND COMMERCE',
    },
  }

function seal(s: Svg, x: number, y: number, radius: number, colour: string, points: number): string {
  const burst: Pt[] = []
  for (let k = 0; k < points * 2; k++) {
    const a = (k / (points * 2)) * Math.PI * 2
    const rr = k % 2 === 0 ? radius : radius * 0.88
    burst.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr])
  }
  const star: Pt[] = []
  for (let k = 0; k < 10; k++) {
    const a = (k / 10) * Math.PI * 2 - Math.PI / 2
    const rr = k % 2 === 0 ? radius * 0.42 : radius * 0.18
    star.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr])
  }
  return (
    poly(
      burst,
      s.radial([
        [0, lighten(colour, 0.35)],
        [1, colour],
      ]),
    ) +
    circle(x, y, radius * 0.74, 'none', { stroke: lighten(colour, 0.6), 'stroke-width': 3 }) +
    circle(x, y, radius * 0.62, 'none', {
      stroke: lighten(colour, 0.6),
      'stroke-width': 1.5,
      'stroke-dasharray': '4 4',
    }) +
    poly(star, lighten(colour, 0.7))
  )
}

function signature(r: Rng, x: number, y: number, width: number): string {
  let d = `M ${num(x)} ${num(y)}`
  let cx = x
  const steps = r.int(5, 8)
  for (let k = 0; k < steps; k++) {
    const nx = cx + width / steps
    d += ` C ${num(cx + r.range(0, 30))} ${num(y - r.range(10, 50))} ${num(nx - r.range(0, 30))} ${num(y + r.range(5, 30))} ${num(nx)} ${num(y + r.range(-10, 10))}`
    cx = nx
  }
  d += ` M ${num(x + width * 0.1)} ${num(y + 14)} Q ${num(x + width * 0.6)} ${num(y + 4)} ${num(x + width * 1.05)} ${num(y + 12)}`
  return stroke(d, '#1c3d7a', 3, { opacity: 0.85 })
}

function textLines(
  r: Rng,
  x: number,
  y: number,
  width: number,
  count: number,
  centred: boolean,
  colour = '#8b8f98',
): string {
  const out: string[] = []
  for (let k = 0; k < count; k++) {
    const w = width * (k === count - 1 ? r.range(0.35, 0.6) : r.range(0.82, 1))
    out.push(rect(centred ? x + (width - w) / 2 : x, y + k * 26, w, 9, colour, { rx: 4.5, opacity: 0.8 }))
  }
  return out.join('')
}

export function documentSvg(kind: DocumentKind, seed: string, width: number, height: number): string {
  const s = new Svg(width, height, '0 0 900 1200')
  const r = new Rng(`document:${kind}:${seed}`)
  const st = documentStyle[kind]
  s.add(
    rect(
      0,
      0,
      900,
      1200,
      s.linear(
        [
          [0, '#e4e3df'],
          [1, '#cfcdc6'],
        ],
        [0, 0, 1, 1],
      ),
    ),
  )
  const tilt = r.range(-1.2, 1.2)
  const parts: string[] = []
  const paper = s.linear(
    [
      [0, '#fffdf6'],
      [0.7, '#f8f2e1'],
      [1, '#efe5cc'],
    ],
    [0, 0, 1, 1],
  )
  parts.push(rect(56, 56, 800, 1100, '#000000', { opacity: 0.18 }), rect(44, 44, 800, 1100, paper))
  // Security guilloche band and a faint watermark, as printed on official stationery.
  for (let k = 0; k < 8; k++) {
    let d = ''
    for (let gx = 92; gx <= 796; gx += 6) {
      const gy = 170 + Math.sin(gx / (18 + k * 2) + k) * 22 + Math.cos(gx / 41) * 8
      d += `${gx === 92 ? 'M' : 'L'} ${gx} ${num(gy)} `
    }
    parts.push(stroke(d, k % 2 ? st.accent : st.ink, 1.1, { opacity: 0.35 }))
  }
  for (let k = 0; k < 12; k++) {
    parts.push(
      ellipse(444, 640, 170, 60, 'none', {
        stroke: st.ink,
        'stroke-width': 1.2,
        opacity: 0.07,
        transform: `rotate(${k * 15} 444 640)`,
      }),
    )
  }
  parts.push(
    rect(74, 74, 740, 1040, 'none', { stroke: st.ink, 'stroke-width': 10 }),
    rect(92, 92, 704, 1004, 'none', { stroke: st.accent, 'stroke-width': 2.5 }),
  )
  for (const [cx, cy] of [
    [92, 92],
    [796, 92],
    [92, 1096],
    [796, 1096],
  ] as const) {
    parts.push(
      rect(cx - 14, cy - 14, 28, 28, st.accent, { transform: `rotate(45 ${cx} ${cy})` }),
      circle(cx, cy, 7, st.ink),
    )
  }
  parts.push(
    circle(444, 270, 46, 'none', { stroke: st.ink, 'stroke-width': 4 }),
    ...Array.from({ length: 12 }, (_, k) =>
      ellipse(444, 246, 5, 16, st.accent, { transform: `rotate(${k * 30} 444 270)` }),
    ),
    circle(444, 270, 12, st.ink),
    lettering(st.title, 444, 344, st.title.length > 12 ? 36 : 46, st.ink, {
      anchor: 'middle',
      tracking: 0.8,
      weight: 6,
    }),
    lettering(st.subtitle, 444, 410, 18, st.accent, { anchor: 'middle', tracking: 2, weight: 3 }),
    rect(294, 446, 300, 3, st.accent),
  )
  if (kind === 'certificate') {
    parts.push(
      textLines(r, 170, 480, 548, 2, true),
      stroke(`M 250 ${num(574)} Q 444 ${num(552)} 638 ${num(574)}`, st.ink, 4),
      rect(250, 600, 388, 16, st.ink, { rx: 8, opacity: 0.85 }),
      textLines(r, 150, 650, 588, 6, true),
    )
  } else if (kind === 'accreditation') {
    parts.push(
      textLines(r, 150, 480, 588, 4, true),
      rect(270, 600, 348, 18, st.ink, { rx: 9, opacity: 0.85 }),
      textLines(r, 150, 650, 588, 5, true),
    )
    for (let k = 0; k < 3; k++) {
      parts.push(
        rect(170 + k * 190, 800, 168, 60, 'none', { stroke: st.accent, 'stroke-width': 2, rx: 8 }),
        rect(190 + k * 190, 822, 128, 14, st.ink, { rx: 7, opacity: 0.55 }),
      )
    }
  } else {
    const photo = kind === 'licence'
    if (photo) {
      parts.push(
        rect(618, 470, 130, 160, '#e9e4d6', { stroke: st.ink, 'stroke-width': 2 }),
        circle(683, 530, 30, '#9a8f7c'),
        path('M 633 630 Q 683 560 733 630 Z', '#9a8f7c'),
      )
    }
    const tableW = photo ? 480 : 650
    for (let k = 0; k < 9; k++) {
      const y = 476 + k * 46
      parts.push(
        rect(120, y, tableW, 46, k % 2 ? '#ffffff' : st.ink, { opacity: k % 2 ? 0.25 : 0.05 }),
        rect(136, y + 18, r.range(80, 140), 9, '#6f7480', { rx: 4.5 }),
        rect(300, y + 18, r.range(120, tableW - 200), 9, '#2d3340', { rx: 4.5, opacity: 0.85 }),
      )
    }
    parts.push(
      rect(120, 476, tableW, 414, 'none', { stroke: st.ink, 'stroke-width': 1.5 }),
      stroke(`M 284 476 L 284 890`, st.ink, 1.2),
    )
    // Verification code block.
    for (let qy = 0; qy < 9; qy++) {
      for (let qx = 0; qx < 9; qx++) {
        const corner = (qx < 3 && qy < 3) || (qx > 5 && qy < 3) || (qx < 3 && qy > 5)
        if (corner || r.chance(0.45)) parts.push(rect(640 + qx * 12, 760 + qy * 12, 12, 12, '#1d1d1d'))
      }
    }
  }
  parts.push(
    signature(r, 150, 990, 170),
    rect(140, 1016, 220, 2.5, '#4a4f5a'),
    rect(170, 1030, 160, 8, '#8b8f98', { rx: 4 }),
    signature(r, 560, 990, 150),
    rect(540, 1016, 220, 2.5, '#4a4f5a'),
    rect(570, 1030, 160, 8, '#8b8f98', { rx: 4 }),
  )
  const sealColour =
    kind === 'certificate'
      ? '#b8892e'
      : kind === 'registration'
        ? '#9d2235'
        : kind === 'licence'
          ? '#1f6f4a'
          : '#2a5599'
  if (kind === 'certificate') {
    // Ribbon tails hang behind the seal.
    parts.push(
      poly(
        [
          [410, 1010],
          [390, 1100],
          [416, 1086],
          [432, 1108],
          [440, 1020],
        ],
        '#9b2226',
      ),
      poly(
        [
          [478, 1010],
          [498, 1100],
          [472, 1086],
          [456, 1108],
          [448, 1020],
        ],
        '#9b2226',
      ),
    )
  }
  parts.push(seal(s, 444, 960, 72, sealColour, 24))
  parts.push(
    group(
      circle(0, 0, 58, 'none', { stroke: '#5b3f8c', 'stroke-width': 5 }) +
        circle(0, 0, 44, 'none', { stroke: '#5b3f8c', 'stroke-width': 2 }) +
        rect(-30, -6, 60, 12, '#5b3f8c') +
        stroke('M -26 22 L 26 22 M -26 -22 L 26 -22', '#5b3f8c', 4),
      {
        transform: `translate(${num(r.range(620, 700))} 960) rotate(${num(r.range(-25, 25))})`,
        opacity: 0.55,
      },
    ),
  )
  s.add(group(parts.join(''), { transform: `rotate(${num(tilt)} 450 600)` }))
  return s.toString()
}
