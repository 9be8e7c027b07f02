import { defineWorkerModule } from '../worker-module.ts'
import { runAccessLogPurge } from './purge.ts'

// The access log's work in the worker: the daily purge of entries older than a year.
export const accessLogWorker = defineWorkerModule({
  module: 'access-log',
  scheduled: [
    {
      command: 'riwayat-akses-bersihkan',
      jobName: 'access-log-purge',
      queue: 'scheduled',
      pattern: '30 2 * * *',
      timeZone: 'Asia/Jakarta',
      description: 'hapus riwayat akses yang lebih tua dari 1 tahun (setiap hari 02.30 WIB)',
      waitSeconds: 0,
      run: runAccessLogPurge,
    },
  ],
})
