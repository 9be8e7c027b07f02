// Every BullMQ queue of the product: the worker consumes them, the API's queue board shows them.
// Emails, the recurring jobs of the schedulers, and the monthly reports' PDFs (each kept apart so a
// long scheduled run or a first-of-month pile of compiles never holds up a contact email).
export const QUEUE_NAMES = ['mail', 'scheduled', 'reports'] as const
export type QueueName = (typeof QUEUE_NAMES)[number]
