// A phone's camera photo is several megabytes; the report needs it legible, not full size. Each
// photo is drawn at most MAX_SIDE pixels on its long side and sent as JPEG, in the browser, before
// upload (and before it waits in the offline queue).
const MAX_SIDE = 1600
const QUALITY = 0.82

export async function resizePhoto(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file)
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(bitmap.width * scale))
    canvas.height = Math.max(1, Math.round(bitmap.height * scale))
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY))
    if (!blob) throw new Error('Foto tidak dapat diproses')
    return blob
  } finally {
    bitmap.close()
  }
}
