// Every BullMQ queue of the product: the worker consumes them, the API's queue board shows them.
// Emails, the recurring jobs of the schedulers, and the monthly reports' PDFs (each kept apart so a
// long scheduled run or a first-of-month pile of compiles never holds up a contact email). No queue
// bears a module's name: `monthly-report-pdf` was `reports`, the name of another module (ADR 0050).
export const QUEUE_NAMES = ['mail', 'scheduled', 'monthly-report-pdf'] as const
export type QueueName = (typeof QUEUE_NAMES)[number]

// Queues no job is added to any more, still drained by the worker so that a job waiting in one when
// the product was upgraded is run rather than lost: `reports`, the monthly report's queue before it
// was renamed (its jobs are run by the same handlers, looked up by job name). Remove a name once no
// installation can hold a job in it (after the release that renamed it has run a while).
export const RETIRED_QUEUE_NAMES = ['reports'] as const
