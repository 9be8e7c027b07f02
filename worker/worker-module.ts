import type { JobHandler, ScheduledJob } from './jobs/types.ts'
import type { Reaction } from './reactions/define.ts'

// A module's work in the worker, beside the module's own folder on the server under the same name
// (worker/<module>/index.ts): the reactions to its events, the jobs those and its runs queue, and its
// recurring runs. The worker's reactions, job handlers and schedulers are composed from the list of
// these (worker/modules.ts), as the API's routes are from the module list (ADR 0051).
export type WorkerModule = {
  // The module's name in services/modules (checked against the module list).
  module: string
  reactions?: readonly Reaction[]
  // Jobs queued by its reactions' handlers or its runs, by job name.
  jobs?: Readonly<Record<string, JobHandler>>
  scheduled?: readonly ScheduledJob[]
}

export const defineWorkerModule = (module: WorkerModule): WorkerModule => module

export type WorkerComposition = {
  reactions: Reaction[]
  scheduledJobs: ScheduledJob[]
  // Job name -> handler: the reactions', the scheduled runs' and the jobs those queue.
  jobHandlers: Record<string, JobHandler>
  // Every job name the worker may meet besides the reactions'.
  scheduledJobNames: string[]
}

const runScheduled =
  (job: ScheduledJob): JobHandler =>
  async (_payload, context) => {
    const report = await job.run(context)
    context.logger.info({ job: job.command, report: report.lines }, 'scheduled job done')
  }

// Checked at every worker start: each entry names a module of the list, once.
export function composeWorker(
  list: readonly WorkerModule[],
  moduleNames: readonly string[],
): WorkerComposition {
  const seen = new Set<string>()
  for (const entry of list) {
    if (!moduleNames.includes(entry.module))
      throw new Error(`worker module ${entry.module} is not in the module list (services/modules/index.ts)`)
    if (seen.has(entry.module)) throw new Error(`worker module ${entry.module} is listed twice`)
    seen.add(entry.module)
  }
  const reactions = list.flatMap((entry) => [...(entry.reactions ?? [])])
  const scheduledJobs = list.flatMap((entry) => [...(entry.scheduled ?? [])])
  const jobs = list.flatMap((entry) => Object.entries(entry.jobs ?? {}))
  return {
    reactions,
    scheduledJobs,
    jobHandlers: Object.fromEntries([
      ...reactions.map((reaction) => [reaction.name, reaction.handle as JobHandler] as const),
      ...scheduledJobs.map((job) => [job.jobName, runScheduled(job)] as const),
      ...jobs,
    ]),
    scheduledJobNames: [...scheduledJobs.map((job) => job.jobName), ...jobs.map(([name]) => name)],
  }
}
