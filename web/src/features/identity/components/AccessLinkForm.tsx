import { customerLinkContract, technicianLinkContract } from '@services/modules/identity/contract.ts'
import { Copy, Link2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Alert } from '../../../components/Alert.tsx'
import { WhatsAppIcon } from '../../../components/BrandIcons.tsx'
import { Button } from '../../../components/Button.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { toast } from '../../../components/toast.tsx'
import {
  type AccessLinkOwner,
  type GeneratedAccessLink,
  generateAccessLink,
} from '../api/generate-access-link.ts'
import { useLinkOwners } from '../api/list-link-owners.ts'

const SETUP = {
  pelanggan: {
    field: 'idpelanggan',
    label: 'Pelanggan',
    contract: customerLinkContract,
    title: 'Tautan pelanggan',
    unavailable: 'Daftar pelanggan tidak dapat dimuat',
  },
  teknisi: {
    field: 'idteknisi',
    label: 'Teknisi',
    contract: technicianLinkContract,
    title: 'Tautan teknisi',
    unavailable: 'Daftar teknisi tidak dapat dimuat',
  },
} as const

const untilText = (iso: string) =>
  new Intl.DateTimeFormat('id-ID', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(iso))

// One customer's or technician's access link: generate, then copy it or send it by WhatsApp.
export function AccessLinkForm({ owner }: { owner: AccessLinkOwner }) {
  const { field, label, contract, title, unavailable } = SETUP[owner]
  const { options, isLoading, error: loadError, isValidating, mutate } = useLinkOwners(owner)
  const [chosen, setChosen] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)
  const [generated, setGenerated] = useState<GeneratedAccessLink | null>(null)
  const titleId = useId()
  const linkId = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const found = contract.validate({ [field]: chosen })[field]
    setError(found)
    if (found) return
    setSending(true)
    try {
      const answer = await generateAccessLink(owner, Number(chosen))
      setGenerated(answer.data)
      toast.success(answer.message ?? 'Tautan akses berhasil dibuat')
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'Gagal membuat tautan akses')
    } finally {
      setSending(false)
    }
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link)
      toast.success('Tautan disalin')
    } catch {
      toast.error('Tautan tidak dapat disalin, silakan salin secara manual')
    }
  }

  return (
    <section className="panel access-link" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {loadError && options.length === 0 ? (
        // Without the list there is no one to choose: say so rather than offer an empty select.
        <div className="access-link__unavailable">
          <Alert title={unavailable}>{loadError.message}</Alert>
          <Button
            variant="secondary"
            busy={isValidating}
            disabled={isValidating}
            onClick={() => void mutate()}
          >
            Coba Lagi
          </Button>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <SelectField
            label={label}
            name={field}
            required
            placeholder={isLoading ? 'Memuat...' : `Pilih ${label.toLowerCase()}`}
            options={options}
            value={chosen}
            error={error}
            onChange={(event) => {
              setChosen(event.target.value)
              setError(undefined)
              setGenerated(null)
            }}
          />
          <div className="form__actions">
            <Button
              type="submit"
              icon={<Link2 aria-hidden="true" size={18} />}
              busy={sending}
              disabled={sending}
            >
              Buat Tautan
            </Button>
          </div>
        </form>
      )}
      {generated ? (
        <div className="access-link__result">
          <label className="field__label" htmlFor={linkId}>
            Tautan akses untuk {generated.nama}
          </label>
          <input
            id={linkId}
            className="field__control"
            readOnly
            value={generated.link}
            onFocus={(event) => event.target.select()}
          />
          <p className="field__hint">
            Berlaku sampai {untilText(generated.expires_at)} WIB. Tautan sebelumnya tidak berlaku lagi.
          </p>
          <div className="form__actions">
            <Button
              variant="secondary"
              icon={<Copy aria-hidden="true" size={18} />}
              onClick={() => copy(generated.link)}
            >
              Salin Tautan
            </Button>
            <a
              className="btn btn--whatsapp"
              href={generated.whatsapp_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Kirim tautan ke ${generated.nama} lewat WhatsApp (membuka tab baru)`}
            >
              <WhatsAppIcon size={20} />
              Kirim via WhatsApp
            </a>
          </div>
        </div>
      ) : null}
    </section>
  )
}
