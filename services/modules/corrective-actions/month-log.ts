import type { DbOrTrx } from '../../core/event-store/types.ts'
import type { CorrectiveAction } from './contract.ts'
import { monthPeriod } from './indices.ts'
import { actionRowsWhere, jakartaDay, toAction } from './queries.ts'
import { siteNames } from './site-facts.ts'

// The site's corrective-action log of a month, as the monthly PDF prints it (issue 40 item 3): the
// actions open at some time in the month (opened in it or before, not closed before it), each
// with its state at the month's end (or today, for the month still running).
export type MonthAction = CorrectiveAction & { keadaan: 'terbuka' | 'terlambat' | 'ditutup' }

export async function actionLogOfMonth(
  db: DbOrTrx,
  idlokasi: number,
  bulan: number,
  tahun: number,
  now: Date = new Date(),
): Promise<MonthAction[]> {
  const { dari, sampai } = monthPeriod(bulan, tahun)
  const today = jakartaDay(now)
  const cutoff = [sampai, today].sort()[0]!
  const names = await siteNames(db, idlokasi)
  if (names === undefined) return []
  const rows = await actionRowsWhere(db, { idlokasi })
  return rows
    .map((row) => toAction(row, names, today))
    .filter((action) => {
      const opened = jakartaDay(new Date(action.dibuka))
      const closed = action.ditutup === null ? null : jakartaDay(new Date(action.ditutup))
      return opened <= sampai && (closed === null || closed >= dari)
    })
    .map((action): MonthAction => {
      const closed = action.ditutup === null ? null : jakartaDay(new Date(action.ditutup))
      const keadaan =
        closed !== null && closed <= cutoff ? 'ditutup' : action.tenggat < cutoff ? 'terlambat' : 'terbuka'
      return { ...action, keadaan }
    })
    .sort((a, b) => a.dibuka.localeCompare(b.dibuka))
}
