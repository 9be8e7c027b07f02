// About page galleries: termite control (6) and disinfection (5).

import { figure } from './figures.ts'
import {
  at,
  backdrop,
  bush,
  C,
  circle,
  halo,
  indoor,
  line,
  mist,
  outdoor,
  path,
  potPlant,
  rect,
  repeat,
  shield,
  sparkle,
  stroke,
} from './kit.ts'
import {
  beam,
  house,
  pallet,
  schoolDesk,
  shelf,
  soilSection,
  termiteStation,
  whiteboard,
  window,
} from './objects.ts'
import { swarm, termite } from './pests.ts'
import type { Scene } from './scenes-home.ts'

function truss() {
  return (
    rect(0, 0, 960, 640, '#5b4a3b') +
    path('M0 520 L480 80 L960 520Z', '#6e5a47') +
    stroke('M0 520 L480 80 L960 520', '#c8904f', 26) +
    stroke('M480 80 V520', '#c8904f', 22) +
    stroke('M240 300 L480 520 L720 300', '#c8904f', 18) +
    rect(0, 510, 960, 30, '#b57b3f') +
    rect(0, 540, 960, 100, '#d8cfc0')
  )
}

function mud(x: number, y: number, len: number) {
  return stroke(`M${x} ${y} q 10 ${len / 3} -4 ${len / 1.5} t 6 ${len / 3}`, '#8a6240', 10, { opacity: 0.9 })
}

function sofa(x: number, y: number, s: number) {
  return at(
    x,
    y,
    s,
    rect(0, -120, 300, 80, C.tealMid, { rx: 20 }) +
      rect(-20, -90, 40, 90, C.teal, { rx: 14 }) +
      rect(280, -90, 40, 90, C.teal, { rx: 14 }) +
      rect(10, -60, 280, 40, C.teal, { rx: 10 }) +
      rect(20, -20, 12, 20, C.woodDark) +
      rect(268, -20, 12, 20, C.woodDark) +
      rect(40, -110, 60, 44, C.amberLight, { rx: 10 }),
  )
}

function handle(x: number, y: number) {
  return rect(x, y, 90, 22, C.greyMid, { rx: 11 }) + circle(x + 8, y + 11, 20, C.steel)
}

export const termiteScenes: Record<string, Scene> = {
  'termite-01': () =>
    backdrop('url(#warmG)') +
    rect(0, 440, 960, 200, 'url(#soilG)') +
    beam(60, 200, 840, 220, 31) +
    mud(200, 420, 120) +
    mud(640, 420, 90) +
    swarm('termite', 160, 240, 620, 150, 12, 5, 1.1) +
    termite({ x: 480, y: 530, s: 1.8, soldier: true }) +
    termite({ x: 300, y: 560, s: 1.4 }),

  'termite-02': () =>
    truss() +
    mud(300, 360, 120) +
    swarm('termite', 280, 380, 80, 100, 4, 3, 0.7) +
    figure(660, 630, 1.05, { tool: 'flashlight', flip: true, mask: true }),

  'termite-03': () =>
    outdoor({ horizon: 380, hills: false }) +
    rect(0, 380, 960, 260, 'url(#soilG)') +
    repeat(6, (i) => rect(80 + i * 140, 250, 14, 140, C.steel)) +
    rect(60, 240, 740, 14, C.steel) +
    repeat(30, (i) => line(30 + i * 32, 470 + (i % 3) * 40, 50 + i * 32, 480 + (i % 3) * 40, C.soilDark, 4)) +
    figure(640, 600, 1.05, { tool: 'sprayer', mask: true, aim: 45, flip: true, seed: 17 }),

  'termite-04': () =>
    outdoor({ horizon: 300, hills: false, sun: false }) +
    soilSection(300, { barrier: true }) +
    house(480, 300, 0.9) +
    rect(130, 300, 700, 36, C.greyMid) +
    swarm('termite', 40, 420, 80, 160, 4, 22, 0.8) +
    swarm('termite', 840, 420, 80, 160, 4, 23, 0.8) +
    shield(860, 150, 0.5),

  'termite-05': () =>
    outdoor({ horizon: 330 }) +
    house(560, 340, 0.75) +
    rect(0, 420, 960, 220, 'url(#soilG)') +
    rect(0, 410, 960, 16, C.grassDark) +
    termiteStation(160, 418, 1.4, true) +
    termiteStation(380, 418, 1) +
    termiteStation(760, 418, 1) +
    swarm('termite', 120, 560, 120, 50, 5, 41, 0.8) +
    figure(300, 400, 0.7, { tool: 'tablet' }),

  'termite-06': () =>
    outdoor({ horizon: 480 }) +
    path('M160 500 C 160 160 800 160 800 500Z', C.tealLight, { opacity: 0.35 }) +
    path('M160 500 C 160 160 800 160 800 500', 'none', {
      stroke: C.tealMid,
      'stroke-width': 8,
      opacity: 0.8,
    }) +
    house(480, 490, 0.95) +
    bush(220, 500, 0.7) +
    swarm('termite', 30, 520, 100, 90, 4, 61, 0.9) +
    swarm('termite', 830, 520, 100, 90, 4, 62, 0.9) +
    shield(480, 120, 0.55),
}

export const disinfectionScenes: Record<string, Scene> = {
  'disinfection-01': () =>
    indoor({ wall: '#eef4f7', floor: '#d6cdbd' }) +
    whiteboard(320, 90, 1) +
    schoolDesk(80, 560, 1.1) +
    schoolDesk(360, 580, 1.1) +
    figure(780, 610, 1.05, { tool: 'sprayer', mask: true, aim: 12, flip: true, seed: 31 }) +
    sparkle(250, 250, 0.9, C.tealMid),

  'disinfection-02': () =>
    indoor({ wall: '#f3efe8', floor: '#c8c2b6', floorY: 470 }) +
    repeat(3, (i) => rect(80 + i * 300, 60, 40, 410, '#e4dccf')) +
    rect(320, 160, 320, 130, C.teal, { rx: 8 }) +
    rect(340, 190, 180, 20, C.white, { rx: 10, opacity: 0.9 }) +
    rect(340, 226, 120, 14, C.tealLight, { rx: 7 }) +
    rect(120, 500, 240, 24, C.woodLight, { rx: 8 }) +
    rect(140, 524, 12, 40, C.steel) +
    rect(330, 524, 12, 40, C.steel) +
    potPlant(60, 560, 1.2) +
    figure(640, 610, 1.05, { tool: 'fogger', mask: true, flip: true }) +
    mist(430, 430, 180, 260, 9, '#d7f3f7'),

  'disinfection-03': () =>
    indoor({ wall: '#dfe5ea', floor: '#b3b8bd', floorY: 450 }) +
    shelf(40, 450, 1, 3) +
    pallet(360, 560, 1.2, 4) +
    figure(760, 610, 1.05, { tool: 'sprayer', mask: true, aim: 20, flip: true, seed: 41 }),

  'disinfection-04': () =>
    backdrop('url(#mintG)') +
    halo(480, 320, 260) +
    rect(300, 40, 360, 600, C.woodLight) +
    rect(320, 60, 320, 580, C.wood) +
    handle(520, 330) +
    rect(630, 260, 110, 80, C.tealLight, { rx: 12, transform: 'rotate(-12 685 300)' }) +
    circle(700, 330, 28, C.teal) +
    sparkle(470, 250, 1.2, C.amber) +
    sparkle(580, 430, 0.9, C.tealMid) +
    rect(120, 330, 60, 140, C.white, { rx: 14 }) +
    rect(130, 300, 40, 40, C.tealMid, { rx: 6 }) +
    rect(150, 290, 40, 14, C.steel, { rx: 4 }) +
    rect(126, 380, 48, 50, C.tealLight, { rx: 6 }),

  'disinfection-05': () =>
    indoor({ wall: '#f6efe4', floor: '#c9a77e' }) +
    window(600, 90, 3.4) +
    sofa(120, 520, 1.1) +
    potPlant(880, 500, 1.3) +
    figure(600, 610, 1, { tool: 'sprayer', mask: true, aim: 18, flip: true, seed: 51 }),
}
