import { randomInt } from 'node:crypto'
import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from './contract.ts'

// `{kode_lokasi}-{nnn}`: the site's next number, taken in the installing transaction (its row lock
// orders two installs at one site; a refused install rolls it back, so numbers stay gap-free).
export async function takeDeviceNumber(trx: DbOrTrx, idlokasi: number, kodeLokasi: string) {
  const { rows } = await sql<{ terakhir: number }>`insert into device_numbers (idlokasi, terakhir)
    values (${idlokasi}, 1)
    on conflict (idlokasi) do update set terakhir = device_numbers.terakhir + 1
    returning terakhir`.execute(trx)
  const nomor = rows[0]!.terakhir
  return { nomor, kode_perangkat: deviceNumber(kodeLokasi, nomor) }
}

export const deviceNumber = (kodeLokasi: string, nomor: number) =>
  `${kodeLokasi}-${String(nomor).padStart(3, '0')}`

export function randomShortCode(): string {
  let code = ''
  for (let i = 0; i < SHORT_CODE_LENGTH; i++)
    code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)]
  return code
}

// A short code never given before, reserved for this device in the caller's transaction: a code
// once printed (on a label since replaced too) never names another device.
export async function reserveShortCode(trx: DbOrTrx, idperangkat: number): Promise<string> {
  for (;;) {
    const code = randomShortCode()
    const { rows } = await sql<{
      kode_pendek: string
    }>`insert into device_short_codes (kode_pendek, idperangkat)
      values (${code}, ${idperangkat}) on conflict do nothing returning kode_pendek`.execute(trx)
    if (rows.length > 0) return code
  }
}
