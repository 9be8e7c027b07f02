import './period-downloads.css'
import { useId, useState } from 'react'
import { downloadFile } from '../lib/download.ts'
import { DownloadButton } from './DownloadButton.tsx'
import { TextField } from './TextField.tsx'
import { toast } from './toast.tsx'

export type PeriodDownload = {
  // What the button says ('Unduh CSV pemeriksaan') and the call it reads, given dari and sampai.
  label: string
  path: string
  query: Record<string, string | number>
  fallbackName: string
}

// A site's CSVs of a period (issue 39): its readings, and the pesticides applied at its visits.
export const siteCsvDownloads = (idlokasi: number, kode: string): PeriodDownload[] => [
  {
    label: 'Unduh CSV pemeriksaan',
    path: '/pemeriksaan/export',
    query: { idlokasi },
    fallbackName: `pemeriksaan-${kode}.csv`,
  },
  {
    label: 'Unduh CSV pemakaian pestisida',
    path: '/pemakaianPestisida/export',
    query: { idlokasi },
    fallbackName: `pemakaian-pestisida-${kode}.csv`,
  },
]

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const thisMonth = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`
const monthsBack = (month: string, n: number) => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(year, m - 1 - n, 1))
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`
}
const lastDay = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`
}

// Files of one period chosen by month (from the first of `dari` to the last day of `sampai`): a
// site's CSVs of readings and of pesticide applications. The period is checked before asking.
export function PeriodDownloads({
  title,
  name,
  downloads,
}: {
  title: string
  // Whose files they are, for a screen reader ('lokasi PJB1').
  name: string
  downloads: PeriodDownload[]
}) {
  const headingId = useId()
  const [dari, setDari] = useState(() => monthsBack(thisMonth(), 5))
  const [sampai, setSampai] = useState(thisMonth)
  const problem = !MONTH.test(dari)
    ? 'Bulan awal tidak valid (YYYY-MM)'
    : !MONTH.test(sampai)
      ? 'Bulan akhir tidak valid (YYYY-MM)'
      : dari > sampai
        ? 'Bulan awal tidak boleh setelah bulan akhir'
        : null
  return (
    <section className="period-downloads" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div className="period-downloads__fields">
        <TextField
          label="Dari bulan"
          name="dari"
          type="month"
          value={dari}
          hint="YYYY-MM"
          onChange={(event) => setDari(event.target.value)}
        />
        <TextField
          label="Sampai bulan"
          name="sampai"
          type="month"
          value={sampai}
          hint="YYYY-MM"
          error={problem ?? undefined}
          onChange={(event) => setSampai(event.target.value)}
        />
      </div>
      <div className="period-downloads__buttons">
        {downloads.map((item) => (
          <DownloadButton
            key={item.label}
            size="md"
            label={item.label}
            name={name}
            download={async () => {
              if (problem) throw new Error(problem)
              const file = await downloadFile(item.path, {
                query: { ...item.query, dari: `${dari}-01`, sampai: lastDay(sampai) },
                fallbackName: item.fallbackName,
              })
              toast.success(`${file} diunduh`)
            }}
          />
        ))}
      </div>
    </section>
  )
}
