import type { Reaction } from '../reactions/define.ts'
import { defineWorkerModule } from '../worker-module.ts'
import { contactNotification } from './contact-notification.ts'

// The contact module's work in the worker: each contact request emailed to the company.
export const contactWorker = defineWorkerModule({
  module: 'contact',
  reactions: [contactNotification as Reaction],
})
