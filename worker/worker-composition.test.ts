import { readdirSync } from 'node:fs'
import path from 'node:path'
import { defineEvent } from '@ttsg/services/core/event-sourcing/events.ts'
import { composeModules, type ModuleDefinition } from '@ttsg/services/core/event-sourcing/module.ts'
import { modules } from '@ttsg/services/modules/index.ts'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { assertHandlers } from './jobs/registry.ts'
import type { JobHandler } from './jobs/types.ts'
import { workerModules } from './modules.ts'
import { defineReaction, type Reaction, retention } from './reactions/define.ts'
import { subscriptionsOf } from './subscriptions.ts'
import { composeWorker, defineWorkerModule } from './worker-module.ts'

// The worker's promise of docs/adding-a-module.md, as services/api/module-composition.test.ts makes
// the API's: a module declared here, with its worker folder's entry, gets its relay subscription,
// its job handlers and its scheduler from the two lists alone, with no other file edited.

const NoteWritten = defineEvent('NoteWritten', Type.Object({ id: Type.String() }), { relayed: true })
const notesModule: ModuleDefinition = { name: 'notes', events: [NoteWritten], projections: [] }

const handled: string[] = []
const noteMail = defineReaction({
  name: 'note-mail',
  event: NoteWritten,
  queue: 'mail',
  jobId: (event) => `catatan-${event.data.id}`,
  payload: (event) => ({ id: event.data.id }),
  options: () => retention,
  handle: async (payload) => {
    handled.push(payload.id)
  },
})
const notesWorker = defineWorkerModule({
  module: 'notes',
  reactions: [noteMail as Reaction],
  jobs: { 'note-digest-email': (async () => undefined) satisfies JobHandler },
  scheduled: [
    {
      command: 'catatan-harian',
      jobName: 'note-digest',
      queue: 'scheduled',
      pattern: '0 6 * * *',
      timeZone: 'Asia/Jakarta',
      description: 'ringkasan catatan (contoh)',
      waitSeconds: 5,
      run: async () => ({ lines: ['Ringkasan catatan (contoh)'], queued: [] }),
    },
  ],
})

describe('worker composition from the module list', () => {
  const names = [...modules, notesModule].map((module) => module.name)
  const composed = composeWorker([...workerModules, notesWorker], names)

  it('gives a declared module its relay subscription, job handlers and scheduler', async () => {
    // The server side composes with it (its event is declared, relayed).
    expect(() => composeModules([...modules, notesModule])).not.toThrow()
    const subscription = subscriptionsOf(composed.reactions).find((s) => s.eventType === 'NoteWritten')
    expect(subscription).toMatchObject({ queue: 'mail', jobName: 'note-mail' })
    expect(composed.scheduledJobs.map((job) => job.command)).toContain('catatan-harian')
    expect(composed.scheduledJobNames).toEqual(expect.arrayContaining(['note-digest', 'note-digest-email']))
    expect(() =>
      assertHandlers(
        composed.reactions.map((reaction) => reaction.name),
        composed.jobHandlers,
      ),
    ).not.toThrow()
    expect(() => assertHandlers(composed.scheduledJobNames, composed.jobHandlers)).not.toThrow()
    await composed.jobHandlers['note-mail']!({ id: '7' } as never, {} as never)
    expect(handled).toEqual(['7'])
  })

  it('keeps what the worker ran before: the modules’ reactions, runs and jobs', () => {
    const existing = composeWorker(
      workerModules,
      modules.map((module) => module.name),
    )
    expect(existing.scheduledJobs.map((job) => job.command)).toEqual([
      'sertifikat-pengingat',
      'laporan-bulanan',
      'riwayat-akses-bersihkan',
    ])
    expect(existing.scheduledJobNames).toEqual([
      'certificate-reminders',
      'monthly-reports',
      'access-log-purge',
      'certificate-reminder-email',
      'monthly-report-email',
    ])
    expect(existing.reactions[0]!.name).toBe('contact-notification')
  })

  it('refuses a worker module the module list does not have, or one listed twice', () => {
    expect(() =>
      composeWorker(
        [notesWorker],
        modules.map((module) => module.name),
      ),
    ).toThrow('worker module notes is not in the module list')
    expect(() => composeWorker([notesWorker, notesWorker], names)).toThrow(
      'worker module notes is listed twice',
    )
  })

  it('lists every worker folder named after a module, and only those', () => {
    const moduleNames = modules.map((module) => module.name)
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && moduleNames.includes(entry.name))
      .map((entry) => entry.name)
    expect(workerModules.map((entry) => entry.module).sort()).toEqual(folders.sort())
    expect(path.basename(import.meta.dirname)).toBe('worker')
  })
})
