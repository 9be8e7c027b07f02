// A phone's camera photo is several megabytes; the report needs it legible, not full size. Each
// photo is drawn at most MAX_SIDE pixels on its long side and sent as JPEG, in the browser, before
// upload (and before it waits in the offline queue).
import { SCHEDULE_MESSAGES } from '@services/modules/schedules/contract.ts'

const MAX_SIDE = 1600
const QUALITY = 0.82

// A photo that cannot be drawn, said in Indonesian with its name (the browser's own text is
// English: 'The source image could not be decoded.').
export class PhotoUnreadableError extends Error {}

export async function resizePhoto(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new PhotoUnreadableError(SCHEDULE_MESSAGES.photoUnreadable(file.name))
  })
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(bitmap.width * scale))
    canvas.height = Math.max(1, Math.round(bitmap.height * scale))
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY))
    if (!blob) throw new PhotoUnreadableError(SCHEDULE_MESSAGES.photoUnreadable(file.name))
    return blob
  } finally {
    bitmap.close()
  }
}
