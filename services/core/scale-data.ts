import type { Db } from './database.ts'
import type { FileRules, FileStore, StoredFile } from './file-store.ts'

// Helpers for `npm run seed:scale`: reproducible pseudo-random choices (the same N gives the same
// data on every machine) and batched writes that stay under PostgreSQL's 65 535 parameters.

export type Random = {
  next(): number
  int(min: number, max: number): number
  pick<T>(list: readonly T[]): T
  // A moment within the last `years` years before `now`.
  pastDate(now: Date, years: number): Date
}

// mulberry32: small, fast and good enough for test data (not for anything secret).
export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (list) => list[Math.floor(next() * list.length)]!,
    pastDate: (now, years) => new Date(now.getTime() - next() * years * 365 * 86_400_000),
  }
}

export const SCALE_BATCH_ROWS = 1000

export async function inBatches<T>(
  rows: readonly T[],
  write: (batch: T[]) => Promise<unknown>,
  size = SCALE_BATCH_ROWS,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size))
}

const FIRST_NAMES = [
  'Budi',
  'Siti',
  'Agus',
  'Dewi',
  'Rina',
  'Joko',
  'Wahyu',
  'Lestari',
  'Hendra',
  'Ayu',
  'Eko',
  'Sri',
]
const LAST_NAMES = [
  'Santoso',
  'Rahayu',
  'Wibowo',
  'Pratama',
  'Kusuma',
  'Hidayat',
  'Saputra',
  'Utami',
  'Susanto',
]
const STREETS = [
  'Jl. Raya Gedangan',
  'Jl. Pahlawan',
  'Jl. Kenjeran',
  'Jl. Rungkut Madya',
  'Jl. Raya Candi',
  'Jl. Ngagel Jaya',
]
const TOWNS = [
  'Sidoarjo',
  'Waru, Sidoarjo',
  'Krian, Sidoarjo',
  'Gubeng, Surabaya',
  'Tambaksari, Surabaya',
  'Mojokerto',
]

export const fakePerson = (random: Random) => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`
export const fakeAddress = (random: Random) =>
  `${random.pick(STREETS)} No. ${random.int(1, 250)}, ${random.pick(TOWNS)}`
export const fakePhone = (random: Random) => `08${random.int(1_000_000_000, 9_999_999_999)}`.slice(0, 12)

// What each module's seed:scale step is given: the database, the size asked for, the run's one
// pseudo-random source (so the same size gives the same data) and its "now".
// `files`: where the steps of modules that keep files put one small file per record (absent in
// tests of modules that keep none).
// `customersBefore`: the highest customer id before this run; the steps that follow the customers
// step work on the new customers only, so a second run adds as much as the first.
export type ScaleContext = {
  db: Db
  customers: number
  random: Random
  // The run's seed, for a step's own stream (stepRandom).
  seed?: number
  now: Date
  files?: FileStore
  customersBefore?: number
  // The highest technician id before this run: the rows a step adds for this run's technicians.
  techniciansBefore?: number
}
// A step's own random stream, from the run's seed and the step's name: a step whose draws depend on
// the data already there (a short code an earlier run took, drawn again) then never shifts the
// shared stream of the steps after it, so every run of N adds as many rows.
export function stepRandom(context: ScaleContext, name: string): Random {
  let hash = 0x811c9dc5
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0
  return seededRandom(((context.seed ?? context.customers) ^ hash) >>> 0)
}

export type ScaleStep = {
  // How the step is named in the seeder's output.
  label: string
  // Writes the step's rows and answers how many.
  run: (context: ScaleContext) => Promise<number>
}

// One small file per seeded record (a certificate's, a report's, a reading's photo), written through
// the store as an upload is, a few at a time; a record without its file would fail its download.
// `name`: the uploaded name, whose ending the rules check as an upload's.
export async function writeSeedFiles(
  context: ScaleContext,
  folder: string,
  rules: FileRules,
  count: number,
  content: Buffer,
  name = 'contoh.pdf',
): Promise<StoredFile[]> {
  const { files } = context
  if (!files) throw new Error(`seed:scale: ${folder} needs a file store`)
  const written: StoredFile[] = new Array(count)
  let next = 0
  const worker = async () => {
    for (let index = next++; index < count; index = next++)
      written[index] = await files.write(
        folder,
        (async function* () {
          yield content
        })(),
        rules,
        name,
      )
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return written
}

// The customers a step seeds for, oldest first: those after `customersBefore` (the customers an
// earlier run or real use made keep what they have).
export function seedCustomers(db: Db, customersBefore = 0): Promise<{ idpelanggan: number }[]> {
  return db
    .withTables<{ customers: { idpelanggan: number } }>()
    .selectFrom('customers')
    .select('idpelanggan')
    .where('idpelanggan', '>', customersBefore)
    .orderBy('idpelanggan')
    .execute()
}
