// People: the company's technicians in uniform and the customers they serve.
// A figure is drawn facing right with its feet at the origin, about 300 units tall.

import { at, C, circle, ellipse, group, line, mist, path, rect, stroke } from './kit.ts'

export type Tool =
  | 'sprayer'
  | 'fogger'
  | 'clipboard'
  | 'flashlight'
  | 'drill'
  | 'cloth'
  | 'tablet'
  | 'none'
  | 'wave'
export type Outfit = 'tech' | 'woman' | 'man' | 'chef'

export type FigureOptions = {
  outfit?: Outfit
  tool?: Tool
  mask?: boolean
  flip?: boolean
  seed?: number
  /** Angle of the sprayer wand in degrees, in the figure's own frame (0 = ahead, positive = down). */
  aim?: number
  /** Kneeling on one knee, for work at floor level. */
  kneel?: boolean
  shirt?: string
}

const SHOULDER = { x: 8, y: -238 }

function arm(elbow: [number, number], hand: [number, number], sleeve: string, glove: string) {
  const d = `M${SHOULDER.x} ${SHOULDER.y} L${elbow[0]} ${elbow[1]} L${hand[0]} ${hand[1]}`
  return stroke(d, sleeve, 24) + circle(hand[0], hand[1], 12, glove)
}

function backpackTank() {
  return (
    rect(-74, -258, 44, 112, '#eef2f6', { rx: 20 }) +
    rect(-74, -258, 44, 22, C.greyMid, { rx: 11 }) +
    rect(-62, -274, 20, 18, C.steel, { rx: 5 }) +
    rect(-74, -200, 44, 8, C.teal)
  )
}

function head(outfit: Outfit, mask: boolean) {
  let s = rect(-6, -262, 22, 20, C.skinShade, { rx: 6 })
  if (outfit === 'woman') {
    // A hijab: the head and neck covered, the face open.
    s += path(
      'M-30 -282 C-32 -322 40 -330 40 -282 C42 -258 30 -238 46 -226 H-40 C-30 -240 -30 -262 -30 -282Z',
      '#5f8fb5',
    )
    s += ellipse(10, -280, 22, 25, C.skin)
    s += path('M-14 -300 C-6 -316 30 -316 36 -296 C28 -304 -4 -306 -14 -300Z', '#5f8fb5')
    s += circle(20, -283, 3, C.hair)
    s += stroke('M16 -266 Q22 -262 28 -266', C.skinShade, 3)
    return s
  }
  s += circle(4, -283, 28, C.skin)
  s += circle(-12, -282, 7, C.skinShade)
  if (outfit === 'tech') {
    s += path('M-24 -292 C-22 -324 28 -326 32 -296 Z', C.teal)
    s += path('M20 -298 Q44 -298 52 -290 Q40 -286 20 -289Z', C.tealDark)
    s += rect(-24, -296, 56, 7, C.tealDark, { rx: 3 })
  } else if (outfit === 'chef') {
    s += rect(-20, -330, 46, 36, C.white, { rx: 12 }) + rect(-22, -302, 50, 10, '#e8edf2', { rx: 4 })
  } else {
    s += path('M-24 -286 C-26 -318 30 -322 32 -292 C18 -300 0 -300 -24 -286Z', C.hair)
  }
  s += circle(20, -286, 3, C.hair)
  if (mask) {
    s += path('M2 -276 C10 -280 30 -280 34 -272 C34 -262 24 -256 8 -258 C2 -262 0 -270 2 -276Z', '#e9eef2')
    s += line(2, -274, -14, -282, '#cfd6dd', 2)
  } else {
    s += stroke('M18 -268 Q24 -264 30 -269', C.skinShade, 3)
  }
  return s
}

export function figure(x: number, y: number, s: number, o: FigureOptions = {}) {
  const outfit = o.outfit ?? 'tech'
  const tool = o.tool ?? 'none'
  const tech = outfit === 'tech'
  const top =
    o.shirt ?? (tech ? C.navy : outfit === 'chef' ? C.white : outfit === 'woman' ? '#e9b872' : '#7aa6c9')
  const pants = tech ? C.navyDark : outfit === 'chef' ? C.dark : outfit === 'woman' ? '#3c5a76' : '#4a5563'
  const glove = tech ? C.teal : C.skin
  let b = ellipse(6, 0, 62, 10, '#000', { opacity: 0.12 })

  const tank = tech && (tool === 'sprayer' || tool === 'none') ? backpackTank() : ''
  if (!o.kneel) b += tank

  // legs and shoes
  if (o.kneel) {
    b += stroke('M-4 -44 L-26 -14 L-84 -14', pants, 28) + rect(-104, -20, 30, 20, C.dark, { rx: 7 })
    b += stroke('M6 -44 L58 -52 L60 -14', pants, 28) + rect(48, -16, 46, 16, C.dark, { rx: 7 })
  } else if (outfit === 'woman') {
    b += path('M-34 -130 H44 L52 -8 H-40Z', pants)
    b += rect(-40, -12, 40, 12, C.dark, { rx: 6 }) + rect(10, -12, 44, 12, C.dark, { rx: 6 })
  } else {
    b += rect(-28, -136, 28, 126, pants, { rx: 10 })
    b += rect(2, -136, 28, 126, pants, { rx: 10, opacity: 0.92 })
    b += rect(-32, -16, 38, 16, C.dark, { rx: 7 }) + rect(-2, -16, 44, 16, C.dark, { rx: 7 })
  }

  // torso
  let u = ''
  u += path('M-38 -232 Q-38 -252 -18 -254 H26 Q42 -252 42 -232 V-126 H-38Z', top)
  if (tech) {
    u += rect(-38, -178, 80, 10, C.amber)
    u += path('M8 -222 L24 -216 V-204 C24 -196 16 -192 8 -190 C0 -192 -8 -196 -8 -204 V-216Z', C.tealMid)
    u += path('M-14 -254 L6 -232 L26 -254Z', C.teal)
    u += rect(-38, -132, 80, 10, C.navyDark)
  } else if (outfit === 'chef') {
    u += circle(14, -214, 3, C.greyMid) + circle(14, -194, 3, C.greyMid) + rect(-38, -160, 80, 40, '#e8edf2')
  }

  const sleeve = tech ? C.navy : top
  let front = ''
  switch (tool) {
    case 'sprayer': {
      const a = ((o.aim ?? 12) * Math.PI) / 180
      const hand: [number, number] = [74, -196]
      const tip: [number, number] = [hand[0] + Math.cos(a) * 110, hand[1] + Math.sin(a) * 110]
      front += stroke(`M-52 -150 C-40 -100 40 -140 ${hand[0]} ${hand[1]}`, C.dark, 5)
      front += arm([40, -192], hand, sleeve, glove)
      front += line(hand[0] - 10, hand[1] + 4, tip[0], tip[1], C.steel, 7)
      front += circle(tip[0], tip[1], 6, C.dark)
      front += mist(
        tip[0] + Math.cos(a) * 8,
        tip[1] + Math.sin(a) * 8,
        o.aim ?? 12,
        170,
        o.seed ?? 3,
        '#c9eef6',
      )
      break
    }
    case 'fogger': {
      front += arm([30, -186], [66, -172], sleeve, glove)
      front +=
        rect(28, -196, 96, 40, C.amber, { rx: 14 }) +
        rect(36, -214, 30, 20, C.steel, { rx: 5 }) +
        rect(120, -186, 90, 16, C.steel, { rx: 6 }) +
        rect(204, -190, 14, 24, C.dark, { rx: 4 })
      front += arm([44, -200], [96, -200], sleeve, glove)
      break
    }
    case 'clipboard':
      front += at(
        70,
        -214,
        0.62,
        path('M-40 -52 H40 V52 H-40Z', C.woodDark) + rect(-32, -42, 64, 88, C.white),
        {
          rot: -12,
        },
      )
      front += rect(52, -232, 30, 4, C.greyMid, { transform: 'rotate(-12 52 -232)' })
      front += rect(52, -220, 26, 4, C.greyMid, { transform: 'rotate(-12 52 -220)' })
      front += arm([30, -176], [62, -196], sleeve, glove)
      break
    case 'tablet':
      front += rect(46, -236, 52, 70, C.dark, { rx: 6, transform: 'rotate(-10 72 -200)' })
      front += rect(51, -230, 42, 56, C.tealLight, { rx: 3, transform: 'rotate(-10 72 -200)' })
      front += arm([30, -176], [60, -190], sleeve, glove)
      break
    case 'flashlight': {
      const hand: [number, number] = [86, -214]
      front += path(
        `M${hand[0] + 26} ${hand[1] - 8} L${hand[0] + 230} ${hand[1] - 70} L${hand[0] + 230} ${hand[1] + 70}Z`,
        'url(#beamG)',
      )
      front += arm([46, -222], hand, sleeve, glove)
      front += rect(hand[0] - 4, hand[1] - 8, 32, 16, C.dark, { rx: 4 })
      break
    }
    case 'drill':
      front += arm([40, -184], [74, -148], sleeve, glove)
      front += rect(56, -170, 40, 30, C.amber, { rx: 8 }) + rect(68, -140, 14, 30, C.dark, { rx: 4 })
      front += line(76, -110, 76, o.kneel ? -94 : -60, C.steel, 5)
      break
    case 'cloth':
      front += arm([44, -204], [86, -226], sleeve, glove)
      front += rect(78, -246, 30, 26, C.tealLight, { rx: 5, transform: 'rotate(10 93 -233)' })
      break
    case 'wave':
      front += arm([46, -214], [60, -270], sleeve, glove)
      break
    default:
      front += arm([18, -182], [22, -132], sleeve, glove)
  }

  u += head(outfit, !!o.mask)
  u += front
  b += o.kneel ? `<g transform="translate(0 92)">${tank}${u}</g>` : u
  return at(x, y, s, group(b), { flip: o.flip })
}
