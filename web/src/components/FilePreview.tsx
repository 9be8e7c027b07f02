import { useEffect, useRef, useState } from 'react'
import { isImage, isPdf } from '../lib/file-choice.ts'

// What a file looks like before it is saved or replaced: an image as it is, a PDF by its first
// page (drawn by pdf.js, loaded only when a PDF is shown). Anything else is named only.
export function FilePreview({ file, name }: { file: Blob; name: string }) {
  if (isImage(file, name)) return <ImagePreview file={file} name={name} />
  if (isPdf(file, name)) return <PdfPreview file={file} name={name} />
  return null
}

function ImagePreview({ file, name }: { file: Blob; name: string }) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const made = URL.createObjectURL(file)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [file])
  return (
    <figure className="file-preview">
      {url ? <img className="file-preview__image" src={url} alt={`Pratinjau ${name}`} /> : null}
      <figcaption className="file-preview__caption">{name}</figcaption>
    </figure>
  )
}

async function drawFirstPage(file: Blob, canvas: HTMLCanvasElement): Promise<void> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ])
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default
  const document = await pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()) }).promise
  try {
    const page = await document.getPage(1)
    const unscaled = page.getViewport({ scale: 1 })
    const viewport = page.getViewport({ scale: Math.min(2, 480 / unscaled.width) })
    canvas.width = Math.round(viewport.width)
    canvas.height = Math.round(viewport.height)
    await page.render({ canvas, viewport }).promise
  } finally {
    await document.destroy()
  }
}

function PdfPreview({ file, name }: { file: Blob; name: string }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing')
  useEffect(() => {
    let current = true
    setState('drawing')
    if (canvas.current)
      drawFirstPage(file, canvas.current).then(
        () => current && setState('drawn'),
        () => current && setState('failed'),
      )
    return () => {
      current = false
    }
  }, [file])
  return (
    <figure className="file-preview" data-state={state}>
      <canvas
        ref={canvas}
        className="file-preview__page"
        role="img"
        aria-label={`Halaman pertama ${name}`}
        hidden={state === 'failed'}
      />
      <figcaption className="file-preview__caption">
        {state === 'failed' ? `Pratinjau ${name} tidak dapat ditampilkan` : `${name} (halaman pertama)`}
      </figcaption>
    </figure>
  )
}
