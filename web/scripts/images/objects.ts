// Buildings, rooms, furniture and equipment that the scenes are composed of.

import {
  at,
  C,
  circle,
  ellipse,
  group,
  line,
  path,
  potPlant,
  rect,
  repeat,
  rng,
  stroke,
  text,
} from './kit.ts'

export function house(
  x: number,
  y: number,
  s: number,
  o: { wall?: string; roof?: string; door?: string } = {},
) {
  const wall = o.wall ?? C.wall
  const roof = o.roof ?? C.roof
  return at(
    x,
    y,
    s,
    rect(-150, -170, 300, 170, wall) +
      rect(-150, -30, 300, 30, C.wallShade) +
      path('M-180 -160 L0 -290 L180 -160Z', roof) +
      path('M-180 -160 L0 -290 L0 -274 L-158 -160Z', C.roofDark, { opacity: 0.5 }) +
      rect(-172, -166, 344, 14, C.roofDark) +
      rect(-30, -110, 60, 110, o.door ?? C.woodDark, { rx: 4 }) +
      circle(18, -55, 4, C.amberLight) +
      window(-105, -125, 1) +
      window(65, -125, 1) +
      rect(-28, -250, 56, 44, C.wall, { rx: 22 }) +
      rect(-20, -242, 40, 30, C.skyDeep, { rx: 15 }),
  )
}

export function window(x: number, y: number, s: number) {
  return at(
    x,
    y,
    s,
    rect(0, 0, 42, 56, C.skyDeep, { stroke: C.woodDark, 'stroke-width': 6 }) +
      line(21, 0, 21, 56, C.woodDark, 4) +
      line(0, 28, 42, 28, C.woodDark, 4) +
      path('M4 4 L18 4 L4 22Z', C.white, { opacity: 0.5 }),
  )
}

export function smallHouse(x: number, y: number, s: number, wall: string, roof: string) {
  return at(
    x,
    y,
    s,
    rect(-60, -80, 120, 80, wall) +
      path('M-74 -76 L0 -140 L74 -76Z', roof) +
      rect(-14, -48, 28, 48, C.woodDark) +
      rect(-48, -60, 24, 24, C.skyDeep) +
      rect(24, -60, 24, 24, C.skyDeep),
  )
}

/** A tamper-resistant rodent bait station, the black box placed along walls. */
export function baitStation(x: number, y: number, s: number, o: { open?: boolean; label?: string } = {}) {
  return at(
    x,
    y,
    s,
    ellipse(0, 2, 86, 10, '#000', { opacity: 0.15 }) +
      rect(-80, -56, 160, 56, '#323a44', { rx: 12 }) +
      (o.open
        ? path('M-80 -56 L-70 -120 H90 L80 -56Z', '#3d4652') +
          rect(-60, -44, 120, 30, '#232a31', { rx: 6 }) +
          rect(-20, -38, 40, 18, '#5aa06b', { rx: 4 })
        : rect(-84, -70, 168, 20, '#3d4652', { rx: 10 }) + circle(0, -60, 5, '#1d2329')) +
      rect(-80, -34, 22, 26, '#151a1f', { rx: 8 }) +
      rect(58, -34, 22, 26, '#151a1f', { rx: 8 }) +
      rect(-36, -40, 72, 26, C.amber, { rx: 4 }) +
      (o.label
        ? text(0, -21, o.label, 14, C.dark, { 'text-anchor': 'middle' })
        : rect(-26, -32, 52, 4, C.dark) + rect(-26, -24, 36, 4, C.dark)),
  )
}

/** An in-ground termite bait station: a green cap flush with the soil. */
export function termiteStation(x: number, y: number, s: number, cutaway = false) {
  return at(
    x,
    y,
    s,
    (cutaway
      ? rect(-22, 0, 44, 110, '#2f7d55', { rx: 6 }) +
        repeat(5, (i) => rect(-16, 14 + i * 18, 32, 6, '#1f5a3c', { rx: 3 })) +
        rect(-12, 10, 24, 90, C.woodLight, { opacity: 0.9 })
      : '') +
      ellipse(0, 0, 34, 12, '#2f7d55') +
      ellipse(0, -3, 30, 9, '#3f9a6a') +
      rect(-5, -6, 10, 4, '#1f5a3c', { rx: 2 }),
  )
}

export function container(x: number, y: number, s: number, color: string = C.teal) {
  return at(
    x,
    y,
    s,
    rect(0, -160, 380, 160, color) +
      repeat(24, (i) => rect(10 + i * 15, -150, 7, 140, '#000', { opacity: 0.1 })) +
      rect(0, -160, 380, 10, '#000', { opacity: 0.12 }) +
      rect(0, -10, 380, 10, '#000', { opacity: 0.18 }),
  )
}

/** A fumigation sheet over stacked goods or a container, weighed down by sand snakes. */
export function tent(x: number, y: number, w: number, h: number, color = '#d9b25a') {
  const r = rng(w + h)
  return (
    path(
      `M${x - 20} ${y} C ${x - 16} ${y - h * 0.7} ${x + 10} ${y - h} ${x + w * 0.2} ${y - h} H ${x + w * 0.8} C ${x + w - 10} ${y - h} ${x + w + 16} ${y - h * 0.7} ${x + w + 20} ${y}Z`,
      color,
    ) +
    repeat(5, (i) =>
      stroke(
        `M${x + w * (0.15 + i * 0.17)} ${y - h + 4} Q ${x + w * (0.18 + i * 0.17) + (r() - 0.5) * 20} ${y - h / 2} ${x + w * (0.15 + i * 0.17)} ${y - 6}`,
        '#000',
        3,
        { opacity: 0.1 },
      ),
    ) +
    repeat(Math.round(w / 46) + 1, (i) => ellipse(x - 12 + i * 46, y - 6, 26, 10, '#8f7a52'))
  )
}

export function gasMonitor(x: number, y: number, s: number) {
  return at(
    x,
    y,
    s,
    rect(-30, -60, 60, 60, C.dark, { rx: 8 }) +
      rect(-22, -52, 44, 24, '#7fe0a0', { rx: 3 }) +
      text(0, -34, 'ppm', 12, C.dark, { 'text-anchor': 'middle' }) +
      circle(-10, -14, 6, C.amber) +
      circle(10, -14, 6, C.red) +
      stroke('M30 -30 C 60 -30 70 10 110 10', C.dark, 4),
  )
}

export function shelf(x: number, y: number, s: number, seed: number) {
  const r = rng(seed)
  const boxes = repeat(3, (row) =>
    repeat(4, (col) => {
      if (r() < 0.2) return ''
      const bw = 44 + Math.round(r() * 16)
      const bh = 40 + Math.round(r() * 20)
      const bx = 12 + col * 64
      const by = -30 - row * 96 - bh
      return rect(bx, by, bw, bh, r() > 0.5 ? '#d6a46a' : '#c8945b') + rect(bx, by + 10, bw, 6, '#b8834c')
    }),
  )
  return at(
    x,
    y,
    s,
    rect(0, -300, 10, 300, C.steel) +
      rect(270, -300, 10, 300, C.steel) +
      repeat(3, (i) => rect(0, -30 - i * 96, 280, 10, C.amber)) +
      boxes,
  )
}

export function pallet(x: number, y: number, s: number, seed: number) {
  const r = rng(seed)
  return at(
    x,
    y,
    s,
    rect(0, -16, 160, 16, C.woodDark) +
      repeat(3, (i) => rect(8 + i * 64, -16, 16, 16, C.wood)) +
      repeat(2, (row) =>
        repeat(3, (col) =>
          rect(4 + col * 52, -16 - (row + 1) * 44, 50, 42, r() > 0.5 ? '#e9dcc4' : '#dccaa8', { rx: 3 }),
        ),
      ),
  )
}

export function sacks(x: number, y: number, s: number) {
  const sack = (sx: number, sy: number) =>
    ellipse(sx, sy, 52, 26, '#efe3c8') +
    line(sx - 40, sy, sx + 40, sy, '#d9c9a6', 3) +
    rect(sx - 18, sy - 8, 36, 14, C.teal, { opacity: 0.6 })
  return at(
    x,
    y,
    s,
    repeat(4, (i) => sack(i * 96, -26)) +
      repeat(3, (i) => sack(48 + i * 96, -72)) +
      repeat(2, (i) => sack(96 + i * 96, -118)),
  )
}

export function kitchen(o: { floorY?: number; clean?: boolean } = {}) {
  const fy = o.floorY ?? 500
  return (
    rect(0, 0, 960, fy, '#f4f1ea') +
    repeat(18, (i) => line(i * 56, 150, i * 56, 330, '#000', 1.5, { opacity: 0.05 })) +
    repeat(4, (i) => line(0, 150 + i * 56, 960, 150 + i * 56, '#000', 1.5, { opacity: 0.05 })) +
    rect(0, fy, 960, 640 - fy, '#cbb796') +
    // upper cabinets
    repeat(
      4,
      (i) =>
        rect(40 + i * 150, 40, 140, 100, C.tealLight, { rx: 6 }) +
        rect(100 + i * 150, 110, 20, 5, C.teal, { rx: 2 }),
    ) +
    // window
    rect(660, 50, 240, 170, C.skyDeep, { stroke: C.white, 'stroke-width': 12 }) +
    line(780, 50, 780, 220, C.white, 8) +
    // counter
    rect(0, 330, 960, 24, '#e6e1d6') +
    rect(0, 354, 960, fy - 354, C.tealLight) +
    repeat(
      6,
      (i) =>
        rect(20 + i * 160, 372, 140, fy - 392, '#b4e6dc', { rx: 6 }) +
        rect(80 + i * 160, 384, 20, 5, C.teal, { rx: 2 }),
    ) +
    // sink and tap
    rect(700, 326, 150, 12, C.greyMid, { rx: 6 }) +
    stroke('M775 326 V 280 Q 775 266 795 266 H 805', C.steel, 8) +
    // stove
    rect(120, 318, 180, 14, C.dark, { rx: 4 }) +
    ellipse(165, 318, 26, 5, C.steel) +
    ellipse(255, 318, 26, 5, C.steel) +
    rect(225, 276, 60, 40, C.greyMid, { rx: 6 }) +
    rect(215, 276, 80, 8, C.steel, { rx: 4 }) +
    // jars
    rect(400, 290, 30, 40, C.white, { rx: 6 }) +
    rect(440, 300, 24, 30, C.amberLight, { rx: 6 }) +
    potPlant(560, 330, 0.7)
  )
}

export function desk(x: number, y: number, s: number, o: { monitor?: boolean; chair?: boolean } = {}) {
  return at(
    x,
    y,
    s,
    (o.chair !== false
      ? rect(60, -150, 70, 80, C.navy, { rx: 14 }) +
        rect(66, -76, 58, 14, C.navyDark, { rx: 6 }) +
        rect(90, -62, 10, 50, C.dark) +
        rect(64, -14, 62, 8, C.dark, { rx: 4 })
      : '') +
      rect(-20, -110, 240, 14, C.woodLight, { rx: 4 }) +
      rect(-10, -96, 12, 96, C.steel) +
      rect(198, -96, 12, 96, C.steel) +
      (o.monitor !== false
        ? rect(30, -196, 110, 72, C.dark, { rx: 6 }) +
          rect(36, -190, 98, 60, '#a9d8f0', { rx: 3 }) +
          rect(78, -124, 14, 14, C.steel) +
          rect(62, -114, 46, 6, C.steel, { rx: 3 })
        : '') +
      rect(160, -126, 34, 16, C.white, { rx: 2 }),
  )
}

export function whiteboard(x: number, y: number, s: number) {
  return at(
    x,
    y,
    s,
    rect(0, 0, 320, 170, C.white, { stroke: C.greyMid, 'stroke-width': 8, rx: 6 }) +
      stroke('M30 50 Q 70 20 110 50 T 190 50', C.teal, 5) +
      rect(30, 90, 160, 8, C.greyMid, { rx: 4 }) +
      rect(30, 114, 120, 8, C.greyMid, { rx: 4 }) +
      circle(250, 90, 36, 'none', { stroke: C.amber, 'stroke-width': 6 }),
  )
}

export function schoolDesk(x: number, y: number, s: number) {
  return at(
    x,
    y,
    s,
    rect(0, -80, 130, 12, C.woodLight, { rx: 3 }) +
      rect(8, -68, 8, 68, C.steel) +
      rect(114, -68, 8, 68, C.steel) +
      rect(140, -50, 60, 10, C.amber, { rx: 3 }) +
      rect(190, -110, 10, 110, C.steel) +
      rect(146, -40, 8, 40, C.steel),
  )
}

export function trashBin(x: number, y: number, s: number) {
  return at(
    x,
    y,
    s,
    path('M-50 -110 H50 L42 0 H-42Z', C.tealMid) +
      rect(-58, -126, 116, 20, C.tealDark, { rx: 6 }) +
      repeat(3, (i) => rect(-26 + i * 22, -92, 8, 74, '#000', { opacity: 0.12, rx: 4 })),
  )
}

export function pond(x: number, y: number, rx: number, ry: number) {
  return (
    ellipse(x, y, rx + 12, ry + 8, '#b79c74') +
    ellipse(x, y, rx, ry, 'url(#waterG)') +
    ellipse(x - rx * 0.3, y - ry * 0.2, rx * 0.3, ry * 0.18, C.white, { opacity: 0.35 }) +
    ellipse(x + rx * 0.2, y + ry * 0.3, rx * 0.25, ry * 0.12, C.white, { opacity: 0.25 })
  )
}

export function reeds(x: number, y: number, s: number) {
  return at(
    x,
    y,
    s,
    stroke('M0 0 Q -6 -60 -14 -110', C.grassDark, 6) +
      stroke('M12 0 Q 14 -70 26 -120', C.grassDark, 6) +
      stroke('M24 0 Q 30 -40 46 -80', C.grass, 6) +
      ellipse(-14, -118, 6, 18, C.woodDark) +
      ellipse(26, -128, 6, 18, C.woodDark),
  )
}

/** A cut timber beam with termite galleries eaten along its grain. */
export function beam(x: number, y: number, w: number, h: number, seed: number, damage = true) {
  const r = rng(seed)
  let s = rect(x, y, w, h, 'url(#woodG)', { rx: 6 })
  s += repeat(6, (i) =>
    stroke(
      `M${x + 10} ${y + 10 + i * (h / 6)} Q ${x + w / 2} ${y + 4 + i * (h / 6) + (r() - 0.5) * 14} ${x + w - 10} ${y + 12 + i * (h / 6)}`,
      C.woodDark,
      2,
      {
        opacity: 0.35,
      },
    ),
  )
  if (damage) {
    s += repeat(4, (i) => {
      const gy = y + h * (0.2 + i * 0.2)
      const gx = x + w * (0.15 + r() * 0.3)
      const gw = w * (0.3 + r() * 0.35)
      return path(
        `M${gx} ${gy} q ${gw / 3} -10 ${gw / 2} 0 t ${gw / 2} 2 l 0 10 q -${gw / 3} 8 -${gw / 2} 0 t -${gw / 2} -2 z`,
        '#6e4420',
        { opacity: 0.85 },
      )
    })
  }
  return s
}

/** Ground shown in section, with the house slab on top and the treated soil around it. */
export function soilSection(top: number, o: { barrier?: boolean } = {}) {
  const r = rng(7)
  return (
    rect(0, top, 960, 640 - top, 'url(#soilG)') +
    repeat(40, () =>
      ellipse(
        Math.round(r() * 960),
        Math.round(top + 30 + r() * (600 - top)),
        6 + Math.round(r() * 8),
        4,
        C.soilDark,
        { opacity: 0.45 },
      ),
    ) +
    (o.barrier
      ? path(`M150 ${top} V ${top + 120} Q 480 ${top + 170} 810 ${top + 120} V ${top}`, 'none', {
          stroke: C.tealMid,
          'stroke-width': 34,
          opacity: 0.45,
          'stroke-dasharray': '4 10',
          'stroke-linecap': 'round',
        })
      : '')
  )
}

export function street(y: number) {
  return (
    rect(0, y, 960, 640 - y, '#8c96a3') +
    rect(0, y, 960, 14, '#c9cfd6') +
    repeat(8, (i) => rect(20 + i * 130, y + 70, 70, 8, C.white, { rx: 4, opacity: 0.85 }))
  )
}

export function floorHoles(x: number, y: number, n: number, gap: number) {
  return repeat(
    n,
    (i) =>
      ellipse(x + i * gap, y, 9, 4, '#3b2a1d') +
      ellipse(x + i * gap, y - 1, 14, 6, 'none', { stroke: C.tealMid, 'stroke-width': 3, opacity: 0.7 }),
  )
}

export function doorFrame(x: number, y: number, s: number, seed: number) {
  return at(
    x,
    y,
    s,
    rect(-100, -420, 200, 420, '#f3ead9') +
      rect(-120, -440, 30, 440, 'url(#woodG)') +
      rect(90, -440, 30, 440, 'url(#woodG)') +
      rect(-120, -460, 240, 30, 'url(#woodG)') +
      beam(-118, -300, 26, 160, seed) +
      stroke('M-104 -40 C -110 -120 -98 -200 -106 -300', '#8a5a33', 6, { opacity: 0.8 }),
  )
}

export function van(x: number, y: number, s: number) {
  return at(
    x,
    y,
    s,
    path('M0 -120 H240 Q 290 -120 310 -70 L 330 -60 V -20 H0Z', C.white) +
      rect(0, -60, 330, 14, C.teal) +
      path('M250 -110 Q 284 -106 300 -72 H250Z', C.skyDeep) +
      rect(20, -110, 200, 40, C.mint, { rx: 6 }) +
      group(
        path('M60 -104 L76 -98 V-86 C76 -80 70 -76 60 -74 C50 -76 44 -80 44 -86 V-98Z', C.teal) +
          rect(88, -98, 110, 10, C.teal, { rx: 4 }) +
          rect(88, -82, 80, 6, C.tealMid, { rx: 3 }),
      ) +
      circle(70, -16, 28, C.dark) +
      circle(70, -16, 12, C.greyMid) +
      circle(260, -16, 28, C.dark) +
      circle(260, -16, 12, C.greyMid),
  )
}

export function fenceRow(y: number) {
  return (
    repeat(30, (i) => rect(i * 34, y - 60, 22, 60, C.white, { rx: 4 })) + rect(0, y - 44, 960, 8, C.white)
  )
}

export function counterLine(x: number, y: number, w: number) {
  return rect(x, y, w, 20, '#e6e1d6') + rect(x, y + 20, w, 120, C.greyMid)
}

export const stripe = (y: number) => line(0, y, 960, y, '#000', 2, { opacity: 0.06 })
