import { useEffect, useRef, useState } from 'react'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { detectCode } from '../scan-code.ts'

// The phone's back camera, read a few times a second until a QR shows a code. Loaded only when
// the technician taps "Pindai QR" (a lazy import with the QR reader).
export function QrScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const found = useRef(onCode)
  found.current = onCode

  useEffect(() => {
    let stream: MediaStream | null = null
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    async function look() {
      const element = video.current
      if (stopped || element === null) return
      if (element.readyState >= 2) {
        try {
          const code = await detectCode(element)
          if (code !== null && !stopped) return found.current(code)
        } catch (error) {
          console.error('QR not read', error)
        }
      }
      timer = setTimeout(() => void look(), 150)
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (opened) => {
        stream = opened
        if (stopped || video.current === null) return
        video.current.srcObject = opened
        await video.current.play().catch(() => undefined)
        void look()
      })
      .catch(() =>
        setProblem('Kamera tidak dapat dibuka. Izinkan akses kamera, atau ketik kode di bawah label QR.'),
      )
    return () => {
      stopped = true
      clearTimeout(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [])

  return (
    <section className="qr-scanner" aria-label="Pindai QR perangkat">
      {problem ? (
        <Alert tone="error">{problem}</Alert>
      ) : (
        <video ref={video} className="qr-scanner__video" muted playsInline aria-label="Gambar kamera" />
      )}
      <Button variant="secondary" onClick={onClose}>
        Tutup kamera
      </Button>
    </section>
  )
}
