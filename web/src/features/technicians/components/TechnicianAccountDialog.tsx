import { Button, buttonClass } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'

export type TechnicianAccess = {
  idteknisi: number
  nama: string
  link: string
  expires_at: string
  username: string
  password_sementara?: string
  whatsapp_url: string
}

// The answer of PUT /api/generateTeknisi: the username, the temporary password (only when the
// account was just made: shown this once) and the access link, sendable by WhatsApp.
export function TechnicianAccountDialog({
  access,
  onClose,
}: {
  access: TechnicianAccess
  onClose: () => void
}) {
  return (
    <Dialog
      open
      title={`Akun Teknisi ${access.nama}`}
      onClose={onClose}
      footer={
        <>
          <a
            className={buttonClass('accent')}
            href={access.whatsapp_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Kirim lewat WhatsApp
          </a>
          <Button variant="secondary" onClick={onClose}>
            Tutup
          </Button>
        </>
      }
    >
      <dl className="teknisi-akun">
        <dt>Username</dt>
        <dd data-testid="akun-username">{access.username}</dd>
        {access.password_sementara ? (
          <>
            <dt>Password sementara</dt>
            <dd data-testid="akun-password">
              <code>{access.password_sementara}</code>
              <p>Password ini hanya ditampilkan sekali. Minta teknisi menggantinya setelah login pertama.</p>
            </dd>
          </>
        ) : null}
        <dt>Tautan akses</dt>
        <dd>
          <input className="field__control" readOnly aria-label="Tautan akses" value={access.link} />
        </dd>
      </dl>
    </Dialog>
  )
}
