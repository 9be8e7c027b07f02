// About page galleries: general pest control (6) and rodent control (5).

import { figure } from './figures.ts'
import {
  at,
  backdrop,
  bush,
  C,
  checkBadge,
  circle,
  clipboard,
  ellipse,
  fog,
  halo,
  indoor,
  line,
  magnifier,
  outdoor,
  path,
  rect,
  repeat,
  shield,
  stroke,
  tree,
} from './kit.ts'
import { baitStation, house, kitchen, pallet, pond, reeds, shelf, trashBin } from './objects.ts'
import { ant, cockroach, droppings, rat, swarm } from './pests.ts'
import type { Scene } from './scenes-home.ts'

function cabinetInside() {
  return (
    rect(0, 0, 960, 640, '#e9dcc6') +
    rect(60, 40, 840, 560, '#f7efe2', { rx: 10 }) +
    rect(60, 300, 840, 18, '#d6c3a4') +
    rect(80, 180, 90, 120, C.white, { rx: 10 }) +
    rect(190, 220, 70, 80, C.amberLight, { rx: 10 }) +
    rect(600, 200, 120, 100, '#d8e8f2', { rx: 8 }) +
    rect(740, 230, 90, 70, C.tealLight, { rx: 8 })
  )
}

function gelGun(x: number, y: number, s: number, rot: number) {
  return at(
    x,
    y,
    s,
    rect(-90, -14, 120, 28, C.white, { rx: 10 }) +
      rect(-110, -8, 24, 16, C.steel, { rx: 4 }) +
      path('M30 -8 L80 -2 V2 L30 8Z', C.greyMid) +
      rect(-70, -10, 70, 20, C.amberLight, { rx: 6, opacity: 0.8 }),
    { rot },
  )
}

function uvTrap(x: number, y: number) {
  return (
    rect(x, y, 200, 70, C.white, { rx: 10 }) +
    rect(x + 12, y + 14, 176, 16, '#b9a7ff', { rx: 8 }) +
    rect(x + 12, y + 38, 176, 16, '#b9a7ff', { rx: 8 }) +
    repeat(12, (i) => rect(x + 16 + i * 15, y + 6, 4, 58, C.steel, { opacity: 0.5 })) +
    rect(x + 90, y - 40, 20, 40, C.steel) +
    rect(x - 20, y - 30, 240, 130, '#c9bdff', { rx: 60, opacity: 0.25 })
  )
}

function gap(x: number, y: number) {
  return ellipse(x, y, 30, 20, '#3a2c20')
}

export const pestScenes: Record<string, Scene> = {
  'pest-01': () =>
    kitchen() +
    figure(640, 600, 1.05, { tool: 'sprayer', mask: true, aim: 40, flip: true, seed: 21, kneel: true }) +
    cockroach({ x: 160, y: 560, s: 0.8, rot: 200 }) +
    cockroach({ x: 260, y: 600, s: 0.7, rot: 160 }),

  'pest-02': () =>
    outdoor({ horizon: 420 }) +
    tree(100, 430, 1.1) +
    pond(440, 520, 260, 70) +
    reeds(230, 520, 0.9) +
    reeds(640, 500, 0.8) +
    swarm('mosquito', 280, 300, 320, 140, 7, 12, 0.9) +
    figure(820, 610, 1, { tool: 'sprayer', mask: true, aim: 35, flip: true, seed: 8 }),

  'pest-03': () =>
    cabinetInside() +
    gap(460, 450) +
    repeat(5, (i) => circle(360 + i * 40, 520 - (i % 2) * 12, 7, C.amber)) +
    gelGun(700, 470, 1.3, 170) +
    cockroach({ x: 300, y: 420, s: 1.2, rot: 20 }) +
    cockroach({ x: 520, y: 380, s: 0.9, rot: -40 }),

  'pest-04': () =>
    backdrop('url(#warmG)') +
    rect(0, 430, 960, 210, '#e0cfb2') +
    rect(0, 420, 960, 14, C.wallShade) +
    repeat(14, (i) => {
      const t = i / 14
      const x = 40 + t * 700
      const y = 560 + Math.sin(t * 7) * 30
      return ant({ x: Math.round(x), y: Math.round(y), s: 0.9, rot: Math.round(Math.cos(t * 7) * 25) })
    }) +
    ellipse(820, 530, 70, 22, C.teal) +
    ellipse(820, 522, 60, 16, C.tealMid) +
    rect(790, 512, 60, 8, C.amber, { rx: 4 }) +
    magnifier(380, 280, 1.6, -10) +
    ant({ x: 380, y: 280, s: 2.2, rot: -10 }) +
    shield(760, 220, 0.6),

  'pest-05': () =>
    indoor({ wall: '#e9eef2', floor: '#b8bec6', floorY: 470 }) +
    uvTrap(120, 120) +
    trashBin(200, 560, 1.1) +
    trashBin(360, 560, 1.1) +
    swarm('fly', 120, 260, 320, 160, 7, 4, 0.9) +
    figure(720, 600, 1.05, { tool: 'sprayer', mask: true, aim: 25, flip: true, seed: 14 }),

  'pest-06': () =>
    outdoor({ horizon: 440 }) +
    tree(680, 450, 1.2) +
    tree(860, 460, 0.9) +
    bush(520, 470, 1) +
    house(140, 440, 0.55) +
    figure(260, 610, 1, { tool: 'fogger', mask: true }) +
    fog(470, 420, 460, 180, 9) +
    swarm('mosquito', 640, 180, 260, 120, 5, 3, 0.8),
}

function wall(y: number) {
  return (
    rect(0, 0, 960, y, '#e8ddd0') +
    repeat(9, (row) =>
      repeat(9, (col) =>
        rect(col * 120 - (row % 2) * 60, row * 52, 116, 48, row % 3 === 0 ? '#e2d4c3' : '#ede3d6', { rx: 3 }),
      ),
    ) +
    rect(0, y, 960, 640 - y, '#a99d8c')
  )
}

export const rodentScenes: Record<string, Scene> = {
  'rodent-01': () =>
    wall(460) +
    bush(900, 470, 0.8, false) +
    baitStation(180, 510, 0.9, { label: 'R-07' }) +
    baitStation(560, 510, 0.9, { label: 'R-08' }) +
    rat({ x: 360, y: 560, s: 0.7 }) +
    droppings(300, 500, 3),

  'rodent-02': () =>
    indoor({ wall: '#d7dde3', floor: '#aeb3b8', floorY: 450 }) +
    shelf(560, 460, 1.1, 6) +
    pallet(60, 560, 1.4, 2) +
    // glue board and snap trap along the wall
    rect(320, 520, 120, 60, '#f5d76e', { rx: 6 }) +
    rect(330, 530, 100, 40, '#ead06a', { rx: 4 }) +
    rect(480, 548, 110, 36, C.woodLight, { rx: 4 }) +
    stroke('M490 548 V 520 H 580 V 548', C.steel, 5) +
    rect(520, 556, 30, 14, C.amber, { rx: 3 }) +
    rat({ x: 800, y: 590, s: 0.6, flip: true }),

  'rodent-03': () =>
    rect(0, 0, 960, 640, '#3a4756') +
    shelf(40, 470, 1.1, 12) +
    rect(0, 470, 960, 170, '#59636e') +
    droppings(360, 520, 7) +
    repeat(6, (i) =>
      repeat(4, (k) => circle(440 + i * 40 + k * 5, 560 - (i % 2) * 14 + (k % 2) * 5, 3, '#2a2f35')),
    ) +
    path('M940 260 L440 460 L440 620 L940 640Z', 'url(#beamG)', { opacity: 0.5 }) +
    figure(800, 610, 1.05, { tool: 'flashlight', flip: true, kneel: true }),

  'rodent-04': () =>
    wall(640) +
    rect(0, 330, 960, 36, C.greyMid) +
    rect(0, 336, 960, 8, '#fff', { opacity: 0.3 }) +
    circle(480, 348, 62, '#3a2c20') +
    circle(480, 348, 62, 'none', { stroke: C.steel, 'stroke-width': 10 }) +
    repeat(9, (i) => line(424 + i * 14, 292, 424 + i * 14, 404, C.steel, 3)) +
    repeat(9, (i) => line(420, 292 + i * 14, 540, 292 + i * 14, C.steel, 3)) +
    rect(0, 330, 418, 36, C.greyMid) +
    rect(542, 330, 418, 36, C.greyMid) +
    rat({ x: 200, y: 520, s: 0.9 }) +
    line(330, 470, 380, 420, C.red, 10) +
    line(330, 420, 380, 470, C.red, 10) +
    checkBadge(600, 250, 1.4),

  'rodent-05': () =>
    backdrop('url(#mintG)') +
    halo(420, 330, 250) +
    rect(0, 470, 960, 170, '#c9ccc4') +
    baitStation(360, 520, 1.7, { open: true }) +
    clipboard(820, 200, 1.2, 10) +
    figure(680, 620, 1, { tool: 'tablet', kneel: true }),
}
