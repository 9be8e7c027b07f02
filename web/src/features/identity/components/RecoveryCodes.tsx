import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'

// Ten single-use recovery codes, shown once: the admin keeps them somewhere other than the phone.
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="two-step__codes">
      <Alert tone="warning" title="Simpan kode pemulihan ini sekarang">
        Kode ini hanya ditampilkan sekali. Masing-masing dapat dipakai satu kali untuk login bila ponsel Anda
        hilang. Simpan di tempat yang aman, bukan di ponsel yang sama.
      </Alert>
      <ol className="two-step__code-list" aria-label="Kode pemulihan">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={onDone}>
        Saya sudah menyimpan kode ini
      </Button>
    </div>
  )
}
