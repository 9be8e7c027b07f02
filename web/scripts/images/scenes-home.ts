// The ten pictures of the home page gallery: one of each kind of work the company does.

import { figure } from './figures.ts'
import {
  backdrop,
  bush,
  C,
  calendar,
  clipboard,
  fog,
  halo,
  indoor,
  line,
  outdoor,
  path,
  rect,
  repeat,
  shield,
  sparkle,
  text,
  tree,
} from './kit.ts'
import {
  baitStation,
  container,
  desk,
  doorFrame,
  floorHoles,
  gasMonitor,
  house,
  kitchen,
  smallHouse,
  street,
  tent,
  van,
  window,
} from './objects.ts'
import { rat, swarm } from './pests.ts'

export type Scene = () => string

function warehouseWall(y: number) {
  return (
    rect(0, 0, 960, y, '#c9d3dd') +
    repeat(40, (i) => rect(i * 24, 0, 10, y, '#000', { opacity: 0.05 })) +
    rect(0, 60, 960, 14, C.steel, { opacity: 0.5 }) +
    rect(560, 140, 300, y - 140, '#9aa8b6') +
    repeat(12, (i) => rect(560, 150 + i * 26, 300, 6, '#000', { opacity: 0.08 })) +
    rect(0, y, 960, 640 - y, '#b9b2a4')
  )
}

export const homeScenes: Record<string, Scene> = {
  'home-01': () =>
    outdoor() +
    halo(360, 300, 240) +
    house(330, 480, 0.95) +
    tree(90, 490, 1) +
    bush(600, 500, 1.2) +
    bush(880, 500, 0.9, false) +
    figure(780, 590, 1, { tool: 'sprayer', mask: true, aim: 35, flip: true, seed: 11 }) +
    swarm('mosquito', 520, 360, 160, 80, 3, 2, 0.7),

  'home-02': () =>
    indoor({ wall: '#f1e9db' }) +
    doorFrame(330, 520, 1, 5) +
    window(600, 140, 2.2) +
    swarm('termite', 200, 210, 40, 200, 5, 9, 0.5) +
    figure(620, 590, 1.05, { tool: 'flashlight', flip: true }),

  'home-03': () =>
    warehouseWall(470) +
    baitStation(150, 520, 0.8, { label: 'R-01' }) +
    baitStation(420, 520, 0.8, { label: 'R-02' }) +
    rat({ x: 300, y: 560, s: 0.55, flip: true }) +
    figure(700, 600, 1, { tool: 'clipboard' }),

  'home-04': () =>
    outdoor({ horizon: 430, hills: false }) +
    smallHouse(110, 430, 1.1, C.wall, C.roof) +
    smallHouse(320, 430, 1.1, '#e6f2ee', C.teal) +
    smallHouse(530, 430, 1.1, '#fbe9c9', C.roofDark) +
    tree(760, 430, 0.8) +
    street(430) +
    figure(190, 600, 0.95, { tool: 'fogger', mask: true }) +
    fog(400, 420, 460, 150, 4) +
    swarm('mosquito', 700, 260, 200, 120, 5, 8, 0.8),

  'home-05': () =>
    indoor({ wall: '#eef3f7', floor: '#c7ced6' }) +
    rect(80, 80, 260, 170, C.skyDeep, { stroke: C.white, 'stroke-width': 10 }) +
    repeat(4, (i) => rect(110 + i * 56, 150 - i * 12, 40, 100 + i * 12, '#9fbfd6')) +
    desk(120, 540, 1) +
    desk(520, 560, 0.9) +
    figure(780, 600, 1.05, { tool: 'sprayer', mask: true, aim: 10, flip: true, seed: 5 }),

  'home-06': () =>
    outdoor({ horizon: 480, hills: false, clouds: true }) +
    rect(0, 300, 960, 180, '#b7c7d3') +
    container(40, 470, 0.9, C.roof) +
    container(580, 470, 0.9, C.navy) +
    rect(0, 480, 960, 160, '#a7acb2') +
    tent(120, 600, 420, 230) +
    fumigationSign(623, 380) +
    gasMonitor(720, 600, 0.9) +
    figure(850, 610, 0.95, { tool: 'tablet', mask: true, flip: true }),

  'home-07': () =>
    kitchen() +
    shield(860, 470, 0.55) +
    figure(380, 600, 1, { outfit: 'chef', tool: 'wave' }) +
    sparkle(520, 250, 1.2) +
    sparkle(600, 300, 0.8, C.tealMid) +
    sparkle(300, 230, 0.9, C.tealMid),

  'home-08': () =>
    outdoor() +
    house(300, 470, 0.85) +
    van(600, 560, 0.9) +
    figure(200, 600, 0.95, { outfit: 'woman', tool: 'none' }) +
    figure(460, 600, 0.95, { tool: 'clipboard', flip: true }),

  'home-09': () =>
    indoor({ wall: '#f0e6d6', floor: '#e5d6bd', floorY: 430 }) +
    repeat(7, (i) => line(0, 430 + i * 32, 960, 430 + i * 32, '#000', 2, { opacity: 0.07 })) +
    floorHoles(160, 560, 4, 70) +
    floorHoles(600, 600, 1, 0) +
    figure(520, 600, 1.05, { tool: 'drill', mask: true, kneel: true }) +
    rect(660, 200, 200, 140, C.white, { rx: 6 }) +
    path('M680 320 L720 270 L760 300 L800 240 L840 280', 'none', { stroke: C.tealMid, 'stroke-width': 6 }),

  'home-10': () =>
    backdrop('url(#mintG)') +
    halo(480, 320, 250) +
    calendar(300, 300, 1.6) +
    clipboard(560, 330, 1.8, 8) +
    shield(760, 240, 0.6) +
    figure(800, 600, 0.8, { tool: 'tablet', flip: true }),
}

export function fumigationSign(x: number, y: number) {
  return (
    rect(x - 5, y + 90, 10, 130, C.steel) +
    rect(x - 75, y, 150, 90, C.amber, { rx: 8 }) +
    rect(x - 68, y + 7, 136, 76, 'none', { rx: 5, stroke: C.dark, 'stroke-width': 3 }) +
    text(x, y + 40, 'BAHAYA', 22, C.dark, { 'text-anchor': 'middle' }) +
    text(x, y + 68, 'FUMIGASI', 18, C.dark, { 'text-anchor': 'middle' })
  )
}
