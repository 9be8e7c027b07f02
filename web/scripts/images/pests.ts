// The pests, drawn small and simple: recognisable, never gruesome. Each faces right around its origin.

import { at, C, circle, ellipse, line, path, repeat, rng, stroke } from './kit.ts'

type Place = { x: number; y: number; s?: number; rot?: number; flip?: boolean }

export function cockroach(p: Place) {
  const legs = repeat(3, (i) => {
    const lx = -14 + i * 14
    return (
      stroke(`M${lx} -8 L${lx - 8} -22 L${lx - 16} -26`, C.pestDark, 3) +
      stroke(`M${lx} 8 L${lx - 8} 22 L${lx - 16} 26`, C.pestDark, 3)
    )
  })
  const body =
    legs +
    ellipse(-4, 0, 30, 15, C.pest) +
    line(-32, 0, 10, 0, C.pestDark, 2) +
    ellipse(22, 0, 11, 13, '#8a5a33') +
    ellipse(22, 0, 6, 8, C.pestDark) +
    circle(34, 0, 5, C.pestDark) +
    stroke('M36 -3 Q 60 -20 78 -10', C.pestDark, 2) +
    stroke('M36 3 Q 60 20 78 12', C.pestDark, 2)
  return at(p.x, p.y, p.s ?? 1, body, { rot: p.rot, flip: p.flip })
}

export function ant(p: Place) {
  const body =
    repeat(3, (i) => {
      const lx = -4 + i * 6
      return (
        stroke(`M${lx} 0 L${lx - 6 + i * 4} -14`, C.dark, 2) +
        stroke(`M${lx} 0 L${lx - 6 + i * 4} 14`, C.dark, 2)
      )
    }) +
    ellipse(-14, 0, 10, 8, C.dark) +
    ellipse(2, 0, 7, 5, C.dark) +
    circle(15, 0, 6, C.dark) +
    stroke('M19 -3 L26 -10 L32 -8', C.dark, 1.6) +
    stroke('M19 3 L26 10 L32 8', C.dark, 1.6)
  return at(p.x, p.y, p.s ?? 1, body, { rot: p.rot, flip: p.flip })
}

export function mosquito(p: Place) {
  const body =
    ellipse(-6, -18, 22, 8, '#e3f3fa', { opacity: 0.85, transform: 'rotate(-30 -6 -18)' }) +
    ellipse(4, -16, 18, 7, '#e3f3fa', { opacity: 0.85, transform: 'rotate(-55 4 -16)' }) +
    stroke('M-4 2 L-18 22 L-24 34', C.dark, 1.5) +
    stroke('M2 2 L0 24 L-4 38', C.dark, 1.5) +
    stroke('M8 2 L18 24 L24 36', C.dark, 1.5) +
    ellipse(-18, 4, 20, 5, '#3a3f47', { transform: 'rotate(20 -18 4)' }) +
    repeat(3, (i) => line(-30 + i * 8, 2 + i * 2, -28 + i * 8, 9 + i * 2, C.white, 1.4, { opacity: 0.7 })) +
    ellipse(4, -1, 9, 7, '#3a3f47') +
    circle(14, -2, 5, '#3a3f47') +
    line(17, 0, 34, 8, C.dark, 1.5)
  return at(p.x, p.y, p.s ?? 1, body, { rot: p.rot, flip: p.flip })
}

export function fly(p: Place) {
  const body =
    ellipse(-14, -12, 20, 10, '#e3f3fa', { opacity: 0.85, transform: 'rotate(30 -14 -12)' }) +
    ellipse(-14, 12, 20, 10, '#e3f3fa', { opacity: 0.85, transform: 'rotate(-30 -14 12)' }) +
    ellipse(-10, 0, 16, 10, '#3a3f47') +
    ellipse(6, 0, 9, 9, '#4b525c') +
    circle(15, -6, 6, '#9c3b2f') +
    circle(15, 6, 6, '#9c3b2f')
  return at(p.x, p.y, p.s ?? 1, body, { rot: p.rot, flip: p.flip })
}

export function termite(p: Place & { soldier?: boolean }) {
  const head = p.soldier ? '#c0742c' : '#d8a25e'
  const body =
    repeat(3, (i) => {
      const lx = -2 + i * 7
      return (
        stroke(`M${lx} 0 L${lx - 5} -13 L${lx - 9} -16`, '#b98a55', 2) +
        stroke(`M${lx} 0 L${lx - 5} 13 L${lx - 9} 16`, '#b98a55', 2)
      )
    }) +
    ellipse(-18, 0, 17, 10, C.cream) +
    repeat(3, (i) => line(-28 + i * 8, -8, -28 + i * 8, 8, '#e3cfa6', 1.5)) +
    ellipse(2, 0, 7, 7, '#ecd8b2') +
    ellipse(15, 0, p.soldier ? 11 : 8, 8, head) +
    (p.soldier
      ? stroke('M24 -4 Q 34 -6 36 -1', '#5b3416', 2.5) + stroke('M24 4 Q 34 6 36 1', '#5b3416', 2.5)
      : '') +
    stroke('M20 -5 Q 26 -12 32 -12', '#b98a55', 1.5) +
    stroke('M20 5 Q 26 12 32 12', '#b98a55', 1.5)
  return at(p.x, p.y, p.s ?? 1, body, { rot: p.rot, flip: p.flip })
}

export function rat(p: Place) {
  const body =
    stroke('M-50 6 C -90 10 -110 -10 -140 6 C -160 18 -170 10 -176 4', '#c7a3a0', 6) +
    ellipse(-8, -4, 56, 32, '#8c8f99') +
    ellipse(-4, 8, 44, 18, '#a5a8b1') +
    path('M30 -26 C 52 -24 72 -8 82 6 C 70 12 48 14 30 10Z', '#8c8f99') +
    circle(30, -30, 15, '#8c8f99') +
    circle(30, -30, 9, '#e5b3b0') +
    circle(58, -8, 3.5, C.dark) +
    circle(82, 6, 4, '#e5a0a0') +
    line(80, 6, 100, 0, C.greyMid, 1.2) +
    line(80, 8, 100, 12, C.greyMid, 1.2) +
    ellipse(-30, 26, 10, 6, '#d6a9a6') +
    ellipse(24, 26, 10, 6, '#d6a9a6')
  return at(p.x, p.y, p.s ?? 1, body, { rot: p.rot, flip: p.flip })
}

/** A scatter of small pests, deterministic by seed. */
export function swarm(
  kind: 'ant' | 'termite' | 'mosquito' | 'fly' | 'cockroach',
  x: number,
  y: number,
  w: number,
  h: number,
  n: number,
  seed: number,
  s = 0.6,
) {
  const r = rng(seed)
  const draw = { ant, termite, mosquito, fly, cockroach }[kind]
  return repeat(n, () =>
    draw({
      x: Math.round(x + r() * w),
      y: Math.round(y + r() * h),
      s,
      rot: Math.round((r() - 0.5) * 80),
      flip: r() > 0.5,
    }),
  )
}

/** Rat droppings and footprints: the signs a technician looks for. */
export function droppings(x: number, y: number, seed: number) {
  const r = rng(seed)
  return repeat(7, () => {
    const cx = Math.round(x + r() * 50)
    const cy = Math.round(y + r() * 16)
    return ellipse(cx, cy, 5, 2.5, C.pestDark, { transform: `rotate(${Math.round(r() * 180)} ${cx} ${cy})` })
  })
}
