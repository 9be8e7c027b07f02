// Drawing primitives for the site's illustrations. Every scene is drawn on a 960x640 canvas
// (3:2) and scaled by the renderer, so the same scene serves the gallery, service and share sizes.

export const W = 960
export const H = 640

// One palette for every picture, taken from the site's tokens (deep green primary, amber accent).
export const C = {
  ink: '#17324d',
  teal: '#15803d',
  tealDark: '#14532d',
  tealMid: '#2f9e5b',
  tealLight: '#bbe5c8',
  mint: '#f0faf3',
  mintDeep: '#d3ecd9',
  sky: '#dff0f7',
  skyDeep: '#b9ddef',
  amber: '#f5b53d',
  amberLight: '#fcd38a',
  navy: '#23405f',
  navyDark: '#182f48',
  skin: '#c68a5c',
  skinShade: '#a8714a',
  hair: '#2b2118',
  wood: '#c8904f',
  woodDark: '#94602f',
  woodLight: '#e2b57f',
  wall: '#f7f0e4',
  wallShade: '#ebdfca',
  roof: '#c45a3f',
  roofDark: '#9e4530',
  grass: '#93c98f',
  grassDark: '#5f9f5c',
  soil: '#a8784f',
  soilDark: '#7d5536',
  grey: '#d5dde6',
  greyMid: '#a9b6c4',
  steel: '#627489',
  dark: '#2b3440',
  pest: '#6b4124',
  pestDark: '#3b2414',
  white: '#ffffff',
  water: '#7cc3e0',
  waterDark: '#4f9fc4',
  red: '#c8483a',
  cream: '#f5e6c8',
} as const

export const defs = `<defs>
<linearGradient id="skyG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe8f6"/><stop offset="1" stop-color="#eef7fb"/></linearGradient>
<linearGradient id="mintG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f0faf3"/><stop offset="1" stop-color="#dcf3e3"/></linearGradient>
<linearGradient id="warmG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbf4e8"/><stop offset="1" stop-color="#f3e6cf"/></linearGradient>
<linearGradient id="shieldG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#22a05a"/><stop offset="1" stop-color="#14532d"/></linearGradient>
<linearGradient id="woodG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9a466"/><stop offset="1" stop-color="#b57b3f"/></linearGradient>
<linearGradient id="soilG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b88a5e"/><stop offset="1" stop-color="#8a5f3c"/></linearGradient>
<linearGradient id="waterG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd0e8"/><stop offset="1" stop-color="#5aa9cc"/></linearGradient>
<linearGradient id="beamG" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.9"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></linearGradient>
<radialGradient id="mistG"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>`

type Attrs = Record<string, string | number | undefined>

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('')
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, fill, ...a })}/>`
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  `<circle${attrs({ cx, cy, r, fill, ...a })}/>`
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...a })}/>`
export const path = (d: string, fill: string, a: Attrs = {}) => `<path${attrs({ d, fill, ...a })}/>`
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  w: number,
  a: Attrs = {},
) => `<line${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': w, 'stroke-linecap': 'round', ...a })}/>`
export const stroke = (d: string, color: string, w: number, a: Attrs = {}) =>
  path(d, 'none', {
    stroke: color,
    'stroke-width': w,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...a,
  })
export const text = (x: number, y: number, s: string, size: number, fill: string, a: Attrs = {}) =>
  `<text${attrs({ x, y, 'font-family': 'DejaVu Sans, Liberation Sans, sans-serif', 'font-size': size, 'font-weight': 'bold', fill, ...a })}>${s}</text>`

/** Places a drawing drawn around its own origin at (x, y), scaled, optionally mirrored and rotated. */
export function at(x: number, y: number, s: number, body: string, o: { flip?: boolean; rot?: number } = {}) {
  const sx = o.flip ? -s : s
  const r = o.rot ? ` rotate(${o.rot})` : ''
  return `<g transform="translate(${x} ${y})${r} scale(${sx} ${s})">${body}</g>`
}

export const group = (body: string, a: Attrs = {}) => `<g${attrs(a)}>${body}</g>`

/** A small deterministic random generator so re-running the script gives identical files. */
export function rng(seed: number) {
  let t = seed >>> 0
  return () => {
    t += 0x6d2b79f5
    let r = Math.imul(t ^ (t >>> 15), 1 | t)
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r)
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
}

export function repeat(n: number, f: (i: number) => string): string {
  let out = ''
  for (let i = 0; i < n; i++) out += f(i)
  return out
}

// ---------- backgrounds ----------

export function outdoor(o: { horizon?: number; sun?: boolean; clouds?: boolean; hills?: boolean } = {}) {
  const h = o.horizon ?? 470
  let s = rect(0, 0, W, H, 'url(#skyG)')
  if (o.sun !== false) s += circle(820, 110, 52, '#fde7b0') + circle(820, 110, 38, '#fbd27a')
  if (o.clouds !== false) s += cloud(170, 110, 1) + cloud(560, 70, 0.75)
  if (o.hills !== false) {
    s += path(`M0 ${h - 40} Q 200 ${h - 120} 420 ${h - 50} T 960 ${h - 70} V ${h} H0Z`, C.mintDeep)
  }
  s += rect(0, h, W, H - h, C.grass)
  s += path(`M0 ${h} Q 480 ${h - 18} 960 ${h} V ${h + 14} H0Z`, C.grassDark, { opacity: 0.35 })
  return s
}

export function cloud(x: number, y: number, s: number) {
  return at(
    x,
    y,
    s,
    ellipse(0, 0, 70, 24, C.white, { opacity: 0.9 }) +
      circle(-24, -14, 28, C.white, { opacity: 0.9 }) +
      circle(18, -20, 34, C.white, { opacity: 0.9 }),
  )
}

export function indoor(o: { wall?: string; floor?: string; floorY?: number; tiles?: boolean } = {}) {
  const fy = o.floorY ?? 500
  let s = rect(0, 0, W, fy, o.wall ?? C.wall)
  s += rect(0, fy - 14, W, 14, C.wallShade)
  s += rect(0, fy, W, H - fy, o.floor ?? '#d9c7a8')
  if (o.tiles !== false) {
    s += repeat(12, (i) =>
      line(i * 90 - 40, H, i * 90 + 20 - (i * 90 - 480) * 0.25, fy, '#000', 2, { opacity: 0.06 }),
    )
    s += line(0, fy + 50, W, fy + 50, '#000', 2, { opacity: 0.06 })
  }
  return s
}

export function backdrop(fill = 'url(#mintG)') {
  return rect(0, 0, W, H, fill)
}

/** Soft round shape behind the main subject: gives every picture the same calm framing. */
export function halo(cx: number, cy: number, r: number, fill: string = C.white, opacity = 0.6) {
  return circle(cx, cy, r, fill, { opacity })
}

export function shadow(cx: number, cy: number, rx: number, ry = rx * 0.16) {
  return ellipse(cx, cy, rx, ry, '#000', { opacity: 0.12 })
}

export function sparkle(x: number, y: number, s: number, fill: string = C.amber) {
  return at(x, y, s, path('M0 -20 Q 3 -3 20 0 Q 3 3 0 20 Q -3 3 -20 0 Q -3 -3 0 -20Z', fill))
}

/** Translucent spray: overlapping dots in a cone from (x, y) along angle (degrees). */
export function mist(
  x: number,
  y: number,
  angle: number,
  length: number,
  seed: number,
  color: string = C.white,
) {
  const r = rng(seed)
  const a = (angle * Math.PI) / 180
  let s = ''
  for (let i = 0; i < 34; i++) {
    const t = r() ** 0.8
    const d = t * length
    const spread = (r() - 0.5) * d * 0.55
    const px = x + Math.cos(a) * d - Math.sin(a) * spread
    const py = y + Math.sin(a) * d + Math.cos(a) * spread
    s += circle(Math.round(px), Math.round(py), Math.round(4 + t * 22), color, {
      opacity: (0.55 * (1 - t) + 0.12).toFixed(2),
    })
  }
  return s
}

/** A billowing fog cloud (thermal fogging). */
export function fog(x: number, y: number, w: number, h: number, seed: number) {
  const r = rng(seed)
  let s = ''
  for (let i = 0; i < 26; i++) {
    const px = x + r() * w
    const py = y + (r() - 0.5) * h
    const rr = h * (0.25 + r() * 0.35)
    s += circle(Math.round(px), Math.round(py), Math.round(rr), '#ffffff', {
      opacity: (0.35 + r() * 0.3).toFixed(2),
    })
  }
  return s
}

export function tree(x: number, y: number, s: number, tone: string = C.grassDark) {
  return at(
    x,
    y,
    s,
    rect(-8, -70, 16, 70, C.woodDark, { rx: 5 }) +
      circle(0, -100, 50, tone) +
      circle(-32, -78, 34, tone) +
      circle(34, -80, 32, tone) +
      circle(-12, -120, 28, C.grass, { opacity: 0.5 }),
  )
}

export function bush(x: number, y: number, s: number, flowers = true) {
  return at(
    x,
    y,
    s,
    circle(-30, -20, 28, C.grassDark) +
      circle(0, -32, 34, C.grassDark) +
      circle(32, -20, 26, C.grassDark) +
      rect(-58, -22, 116, 22, C.grassDark) +
      (flowers
        ? circle(-20, -34, 5, C.amber) + circle(10, -48, 5, '#f4a6b7') + circle(30, -26, 5, C.white)
        : ''),
  )
}

export function potPlant(x: number, y: number, s: number) {
  return at(
    x,
    y,
    s,
    path('M-22 -40 H22 L16 0 H-16Z', C.roof) +
      ellipse(-14, -62, 12, 30, C.grassDark, { transform: 'rotate(-25 -14 -62)' }) +
      ellipse(14, -62, 12, 30, C.grassDark, { transform: 'rotate(25 14 -62)' }) +
      ellipse(0, -72, 11, 34, C.grass),
  )
}

/** The company's shield with a check: the mark of a protected place. */
export function shield(x: number, y: number, s: number, o: { check?: boolean; opacity?: number } = {}) {
  return at(
    x,
    y,
    s,
    group(
      path('M0 -110 L90 -78 V-10 C90 50 45 90 0 110 C-45 90 -90 50 -90 -10 V-78Z', 'url(#shieldG)') +
        path('M0 -92 L72 -66 V-10 C72 38 36 72 0 90Z', '#ffffff', { opacity: 0.12 }) +
        (o.check === false ? '' : stroke('M-38 2 L-10 30 L42 -30', C.white, 18)),
      { opacity: o.opacity ?? 1 },
    ),
  )
}

export function checkBadge(x: number, y: number, s: number) {
  return at(x, y, s, circle(0, 0, 26, C.teal) + stroke('M-11 0 L-3 9 L12 -8', C.white, 6))
}

export function clipboard(x: number, y: number, s: number, rot = 0) {
  return at(
    x,
    y,
    s,
    rect(-40, -52, 80, 104, C.woodDark, { rx: 8 }) +
      rect(-32, -42, 64, 88, C.white, { rx: 3 }) +
      rect(-16, -58, 32, 14, C.steel, { rx: 4 }) +
      repeat(
        4,
        (i) => checkBadge(-20, -24 + i * 20, 0.22) + rect(-10, -27 + i * 20, 34, 5, C.greyMid, { rx: 2 }),
      ),
    { rot },
  )
}

export function magnifier(x: number, y: number, s: number, rot = 0) {
  return at(
    x,
    y,
    s,
    line(28, 28, 70, 70, C.dark, 14) +
      circle(0, 0, 40, '#e9f7ff', { opacity: 0.75 }) +
      circle(0, 0, 40, 'none', { stroke: C.dark, 'stroke-width': 9 }) +
      path('M-22 -14 Q -16 -26 -4 -28', 'none', {
        stroke: C.white,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
    { rot },
  )
}

export function warningSign(x: number, y: number, s: number, label = 'BAHAYA') {
  return at(
    x,
    y,
    s,
    rect(-4, -10, 8, 120, C.steel) +
      rect(-70, -110, 140, 100, C.amber, { rx: 8 }) +
      rect(-62, -102, 124, 84, 'none', { rx: 5, stroke: C.dark, 'stroke-width': 4 }) +
      path('M0 -92 L22 -56 H-22Z', C.dark) +
      rect(-2, -82, 4, 14, C.amber) +
      circle(0, -62, 2.5, C.amber) +
      text(0, -28, label, 20, C.dark, { 'text-anchor': 'middle' }),
  )
}

export function calendar(x: number, y: number, s: number) {
  return at(
    x,
    y,
    s,
    rect(-60, -50, 120, 110, C.white, { rx: 10 }) +
      rect(-60, -50, 120, 30, C.teal, { rx: 10 }) +
      rect(-60, -30, 120, 10, C.teal) +
      repeat(12, (i) => {
        const cx = -40 + (i % 4) * 27
        const cy = 0 + Math.floor(i / 4) * 20
        return i === 5 || i === 10 ? checkBadge(cx, cy, 0.3) : rect(cx - 7, cy - 6, 14, 12, C.grey, { rx: 3 })
      }) +
      rect(-36, -60, 8, 20, C.steel, { rx: 4 }) +
      rect(28, -60, 8, 20, C.steel, { rx: 4 }),
  )
}
