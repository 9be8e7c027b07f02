import { ValidationError } from '../../core/errors.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { findArea } from '../sites/index.ts'
import { siteTrend } from './trend.ts'
import { checkTrendQuery, TREND_MESSAGES } from './trend-contract.ts'

export type TrendAsked = {
  dari?: string | undefined
  sampai?: string | undefined
  idarea?: string | undefined
  jenis_perangkat?: string | undefined
  hama?: string | undefined
}

// A site's trend as a caller asked for it (the admin's and customer's GET /api/lokasi/tren/{id},
// the auditor's link over its own months): the query checked by name, and an area of another site
// refused like an area that does not exist, so neither call tells what lies beyond its site.
export async function trendOfRequest(db: DbOrTrx, idlokasi: number, asked: TrendAsked) {
  const checked = checkTrendQuery(asked)
  if ('error' in checked) throw new ValidationError(checked.error)
  const { idarea } = checked.filters
  if (idarea !== undefined && (await findArea(db, idarea))?.idlokasi !== idlokasi)
    throw new ValidationError(TREND_MESSAGES.area)
  return siteTrend(db, idlokasi, checked.filters)
}
