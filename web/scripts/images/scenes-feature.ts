// Key visuals: one per service page, and the home page hero (drawn on 960x720).

import { figure } from './figures.ts'
import {
  backdrop,
  bush,
  C,
  circle,
  clipboard,
  cloud,
  halo,
  indoor,
  mist,
  outdoor,
  path,
  rect,
  repeat,
  shield,
  sparkle,
  tree,
} from './kit.ts'
import { baitStation, container, gasMonitor, house, sacks, soilSection, tent, van } from './objects.ts'
import { ant, cockroach, fly, mosquito, rat, swarm, termite } from './pests.ts'
import { fumigationSign, type Scene } from './scenes-home.ts'

export const serviceScenes: Record<string, Scene> = {
  'pest-control': () =>
    backdrop('url(#mintG)') +
    halo(380, 310, 270) +
    circle(380, 310, 200, C.white, { opacity: 0.7 }) +
    shield(380, 310, 1.35) +
    cockroach({ x: 150, y: 500, s: 1.3, rot: -20 }) +
    mosquito({ x: 150, y: 160, s: 1.6 }) +
    fly({ x: 610, y: 130, s: 1.4, rot: 20 }) +
    repeat(4, (i) => ant({ x: 300 + i * 64, y: 580 - i * 10, s: 1, rot: -10 })) +
    figure(800, 610, 1.1, { tool: 'sprayer', mask: true, aim: 20, flip: true, seed: 61 }),

  'rodent-control': () =>
    backdrop('url(#warmG)') +
    halo(360, 330, 260) +
    rect(0, 470, 960, 170, '#d9ccb6') +
    baitStation(360, 540, 1.9, { label: 'R-01' }) +
    rat({ x: 120, y: 600, s: 0.8 }) +
    clipboard(620, 220, 1.1, 10) +
    figure(780, 620, 1.1, { tool: 'tablet', kneel: true, flip: true }),

  'termite-control': () =>
    outdoor({ horizon: 320, hills: false }) +
    soilSection(320, { barrier: true }) +
    house(420, 320, 0.85) +
    rect(100, 320, 640, 30, C.greyMid) +
    swarm('termite', 20, 430, 90, 160, 5, 71, 0.9) +
    termite({ x: 860, y: 560, s: 1.3, soldier: true, flip: true }) +
    figure(690, 330, 0.75, { tool: 'sprayer', mask: true, aim: 60, flip: true, seed: 71 }),

  disinfeksi: () =>
    indoor({ wall: '#eaf3f6', floor: '#cfd6dc' }) +
    rect(70, 80, 300, 200, C.skyDeep, { stroke: C.white, 'stroke-width': 12 }) +
    rect(440, 150, 180, 280, C.white, { rx: 12, opacity: 0.7 }) +
    shield(530, 290, 0.6) +
    mist(565, 414, 192, 420, 71, '#d3f1f6') +
    sparkle(180, 380, 1.3, C.tealMid) +
    sparkle(300, 320, 0.8, C.amber) +
    figure(800, 610, 1.1, { tool: 'fogger', mask: true, flip: true }),

  fumigasi: () =>
    indoor({ wall: '#d9dfe4', floor: '#aab0b6', floorY: 440 }) +
    repeat(14, (i) => rect(i * 70, 0, 8, 440, '#000', { opacity: 0.05 })) +
    sacks(120, 600, 1) +
    tent(70, 600, 420, 250) +
    fumigationSign(610, 330) +
    gasMonitor(720, 610, 1) +
    figure(860, 620, 1, { tool: 'tablet', mask: true, flip: true }),
}

/** Container fumigation, used for the fumigation gallery and share picture. */
export const containerYard: Scene = () =>
  outdoor({ horizon: 480, hills: false }) +
  container(520, 480, 1, C.navy) +
  container(520, 320, 1, C.roof) +
  rect(0, 480, 960, 160, '#a7acb2') +
  tent(60, 600, 400, 230) +
  fumigationSign(620, 380) +
  figure(860, 620, 0.95, { tool: 'tablet', mask: true, flip: true })

/** Hero: the protected home. Canvas 960x720. */
export function hero() {
  return (
    rect(0, 0, 960, 720, 'url(#skyG)') +
    circle(820, 120, 60, '#fde7b0') +
    circle(820, 120, 44, '#fbd27a') +
    cloud(160, 120, 1.1) +
    cloud(560, 80, 0.8) +
    path('M0 470 Q 220 380 460 460 T 960 430 V 560 H0Z', C.mintDeep) +
    rect(0, 540, 960, 180, C.grass) +
    path('M0 540 Q 480 520 960 540 V 556 H0Z', C.grassDark, { opacity: 0.35 }) +
    path('M110 560 C 110 150 790 150 790 560Z', C.tealLight, { opacity: 0.28 }) +
    path('M110 560 C 110 150 790 150 790 560', 'none', {
      stroke: C.tealMid,
      'stroke-width': 8,
      opacity: 0.85,
    }) +
    tree(190, 560, 0.9) +
    house(450, 560, 1) +
    bush(690, 565, 0.8) +
    shield(450, 170, 0.5) +
    van(560, 690, 0.8) +
    figure(230, 700, 0.95, { tool: 'clipboard' }) +
    swarm('termite', 20, 600, 70, 60, 3, 81, 0.8) +
    mosquito({ x: 880, y: 300, s: 1.3, flip: true }) +
    mosquito({ x: 910, y: 400, s: 1, flip: true }) +
    cockroach({ x: 870, y: 640, s: 0.9, rot: 10 })
  )
}
