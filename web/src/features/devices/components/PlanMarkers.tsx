import { DEVICE_MESSAGES, type MapDevice } from '@services/modules/devices/contract.ts'
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react'

// The devices of one area over its plan. On the admin's map a marker is dragged with the pointer
// (mouse, finger, pen) or moved with the arrow keys (Shift: five times as far), and saved when
// let go or half a second after the last key; a marker let go outside the plan goes back and
// says so (the server refuses such a spot too). A press without a move chooses the device.

export const JENIS_SHORT: Record<string, string> = {
  'bait station': 'BS',
  'live trap': 'LT',
  'glue board': 'GB',
  'insect light trap': 'ILT',
  'pheromone trap': 'PT',
  'termite station': 'TS',
}
const KEY_STEP = 0.01
const KEY_SAVE_DELAY_MS = 500
const CLICK_SLOP_PX = 4

type Spot = { x: number; y: number }
const inside = (spot: Spot) => spot.x >= 0 && spot.x <= 1 && spot.y >= 0 && spot.y <= 1
const clamp = (value: number) => Math.min(1, Math.max(0, value))
const percent = (value: number) => `${Math.round(value * 100)}%`

export function PlanMarkers({
  devices,
  editable,
  onMove,
  onChoose,
  onRefused,
}: {
  devices: readonly MapDevice[]
  editable: boolean
  onMove: (device: MapDevice, spot: Spot) => Promise<void>
  onChoose: (device: MapDevice) => void
  onRefused: (message: string) => void
}) {
  const layer = useRef<HTMLDivElement>(null)
  // Spots being dragged or moved by keys and not saved yet, by device.
  const [moving, setMoving] = useState<Record<number, Spot>>({})
  const drag = useRef<{ id: number; startX: number; startY: number; moved: boolean } | null>(null)
  const keyTimers = useRef<Record<number, ReturnType<typeof setTimeout>>>({})

  const spotOf = (event: { clientX: number; clientY: number }): Spot => {
    const box = layer.current!.getBoundingClientRect()
    return { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height }
  }
  const forget = (id: number) =>
    setMoving((all) => {
      const { [id]: _gone, ...rest } = all
      return rest
    })
  const save = async (device: MapDevice, spot: Spot) => {
    try {
      await onMove(device, spot)
    } finally {
      forget(device.idperangkat)
    }
  }

  const pointerDown = (device: MapDevice) => (event: PointerEvent<HTMLButtonElement>) => {
    drag.current = { id: device.idperangkat, startX: event.clientX, startY: event.clientY, moved: false }
    if (editable) event.currentTarget.setPointerCapture(event.pointerId)
  }
  const pointerMove = (device: MapDevice) => (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current
    if (!editable || current?.id !== device.idperangkat) return
    if (
      !current.moved &&
      Math.hypot(event.clientX - current.startX, event.clientY - current.startY) < CLICK_SLOP_PX
    )
      return
    current.moved = true
    setMoving((all) => ({ ...all, [device.idperangkat]: spotOf(event) }))
  }
  const pointerUp = (device: MapDevice) => (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current
    drag.current = null
    if (current?.id !== device.idperangkat) return
    if (!current.moved) return onChoose(device)
    const spot = spotOf(event)
    if (!inside(spot)) {
      forget(device.idperangkat)
      return onRefused(DEVICE_MESSAGES.offPlan)
    }
    void save(device, spot)
  }
  const keyDown = (device: MapDevice) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP
    const delta: Record<string, Spot> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    }
    const by = delta[event.key]
    if (!editable || by === undefined) return
    event.preventDefault()
    const from = moving[device.idperangkat] ?? { x: device.posisi_x ?? 0.5, y: device.posisi_y ?? 0.5 }
    const spot = { x: clamp(from.x + by.x), y: clamp(from.y + by.y) }
    setMoving((all) => ({ ...all, [device.idperangkat]: spot }))
    clearTimeout(keyTimers.current[device.idperangkat])
    keyTimers.current[device.idperangkat] = setTimeout(() => void save(device, spot), KEY_SAVE_DELAY_MS)
  }

  return (
    <div ref={layer} className="site-map__markers" style={{ position: 'absolute', inset: 0 }}>
      {devices.map((device) => {
        const spot = moving[device.idperangkat] ?? { x: device.posisi_x ?? 0, y: device.posisi_y ?? 0 }
        const hint = editable ? ' Seret, atau pilih lalu gunakan tombol panah, untuk memindah.' : ''
        return (
          <button
            key={device.idperangkat}
            type="button"
            className="device-marker"
            data-jenis={device.jenis_perangkat}
            data-status={device.status_perangkat}
            data-editable={editable}
            data-dragging={moving[device.idperangkat] !== undefined}
            style={{ left: `${spot.x * 100}%`, top: `${spot.y * 100}%` }}
            aria-label={`${device.kode_perangkat}, ${device.jenis_perangkat}${device.status_perangkat === 'hilang' ? ', hilang' : ''}, posisi ${percent(spot.x)} dari kiri, ${percent(spot.y)} dari atas.${hint}`}
            onPointerDown={pointerDown(device)}
            onPointerMove={pointerMove(device)}
            onPointerUp={pointerUp(device)}
            onPointerCancel={() => {
              drag.current = null
              forget(device.idperangkat)
            }}
            onKeyDown={keyDown(device)}
            onClick={(event) => {
              // A keyboard's Enter or Space (detail 0) chooses; a pointer press was handled above.
              if (event.detail === 0) onChoose(device)
            }}
          >
            {JENIS_SHORT[device.jenis_perangkat] ?? '?'}
          </button>
        )
      })}
    </div>
  )
}
