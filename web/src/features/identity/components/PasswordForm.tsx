import type { FieldErrors } from '@services/core/validation.ts'
import {
  IDENTITY_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordChangeContract,
} from '@services/modules/identity/contract.ts'
import { KeyRound } from 'lucide-react'
import { Button } from '../../../components/Button.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { toast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useRulesForm } from '../../../lib/use-rules-form.ts'
import { changePassword } from '../api/change-password.ts'
import { CONFIRMATION_MESSAGES } from '../messages.ts'

type Values = { password_lama: string; password_baru: string; konfirmasi: string }
type Field = keyof Values
const FIELDS: Field[] = ['password_lama', 'password_baru', 'konfirmasi']
const EMPTY: Values = { password_lama: '', password_baru: '', konfirmasi: '' }

// The confirmation field is the form's own; the contract checks the two passwords.
function confirmation(values: Values): FieldErrors {
  const errors: FieldErrors = {}
  if (values.konfirmasi === '') errors.konfirmasi = CONFIRMATION_MESSAGES.required
  else if (values.konfirmasi !== values.password_baru) errors.konfirmasi = CONFIRMATION_MESSAGES.mismatch
  return errors
}

// The server's refusals that belong to one field are shown under it as well.
const FIELD_OF_MESSAGE: Record<string, Field> = {
  [IDENTITY_MESSAGES.wrongPassword]: 'password_lama',
  [IDENTITY_MESSAGES.samePassword]: 'password_baru',
}

// Change of one's own password: the current one is required; the other sessions end.
export function PasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const { setErrors, bind, saving, formRef, handleSubmit, focusField, reset } = useRulesForm({
    contract: passwordChangeContract,
    initialValues: EMPTY,
    validate: confirmation,
    fields: FIELDS,
  })

  const submit = handleSubmit(async (valid) => {
    try {
      const answer = await changePassword(valid)
      reset(EMPTY)
      toast.success(answer.message ?? IDENTITY_MESSAGES.passwordChanged)
      onChanged?.()
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Gagal mengganti password'
      const field = error instanceof ApiError ? FIELD_OF_MESSAGE[message] : undefined
      if (field) {
        setErrors({ [field]: message })
        focusField(field)
      }
      toast.error(message)
    }
  })

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      <TextField
        label="Password lama"
        {...bind('password_lama')}
        type="password"
        required
        autoComplete="current-password"
      />
      <TextField
        label="Password baru"
        {...bind('password_baru')}
        type="password"
        required
        autoComplete="new-password"
        hint={`Minimal ${PASSWORD_MIN_LENGTH} karakter, mengandung huruf dan angka.`}
      />
      <TextField
        label="Konfirmasi password baru"
        {...bind('konfirmasi')}
        type="password"
        required
        autoComplete="new-password"
      />
      <div className="form__actions">
        <Button
          type="submit"
          variant="secondary"
          icon={<KeyRound aria-hidden="true" size={18} />}
          busy={saving}
          disabled={saving}
        >
          Ganti Password
        </Button>
      </div>
    </form>
  )
}
