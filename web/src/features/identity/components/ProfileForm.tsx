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
  const { values, setValues, errors, saving, formRef, change, handleSubmit } = useRulesForm({
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
      <TextField
        label="Nama"
        name="nama"
        required
        autoComplete="name"
        value={values.nama}
        error={errors.nama}
        onChange={change}
      />
      <div className="form__row">
        <TextField
          label="Email"
          name="email"
          type="email"
          optional
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={change}
        />
        <TextField
          label="No Telp"
          name="no_telp"
          type="tel"
          optional
          inputMode="numeric"
          autoComplete="tel"
          value={values.no_telp}
          error={errors.no_telp}
          onChange={change}
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
