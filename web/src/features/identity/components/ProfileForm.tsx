import { profileContract, type UserData } from '@services/modules/identity/contract.ts'
import { Save } from 'lucide-react'
import { Button } from '../../../components/Button.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { toast } from '../../../components/toast.tsx'
import { setSessionUser } from '../../../lib/session.ts'
import { useRulesForm } from '../../../lib/use-rules-form.ts'
import { updateProfile } from '../api/update-profile.ts'

function valuesOf(user: UserData) {
  return { nama: user.nama, email: user.email, no_telp: user.no_telp }
}

// Name and contact details, checked with the API's own contract and messages (shown under the fields).
export function ProfileForm({ user, onSaved }: { user: UserData; onSaved(user: UserData): void }) {
  const { setValues, bind, saving, formRef, handleSubmit } = useRulesForm({
    contract: profileContract,
    initialValues: () => valuesOf(user),
  })

  const submit = handleSubmit(async (valid) => {
    try {
      const answer = await updateProfile(valid)
      setValues(valuesOf(answer.data))
      setSessionUser(answer.data)
      onSaved(answer.data)
      toast.success(answer.message ?? 'Profil berhasil diperbarui')
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Gagal memperbarui profil')
    }
  })

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      <TextField label="Nama" {...bind('nama')} required autoComplete="name" />
      <div className="form__row">
        <TextField label="Email" {...bind('email')} type="email" optional autoComplete="email" />
        <TextField
          label="No Telp"
          {...bind('no_telp')}
          type="tel"
          optional
          inputMode="numeric"
          autoComplete="tel"
        />
      </div>
      <div className="form__actions">
        <Button type="submit" icon={<Save aria-hidden="true" size={18} />} busy={saving} disabled={saving}>
          Simpan Profil
        </Button>
      </div>
    </form>
  )
}
