import { monthlyReportRequested } from '../monthly-reports/compile-job.ts'
import { monthlyReportsRequested } from '../monthly-reports/run-fan-out.ts'
import { visitChangeReactions } from '../monthly-reports/visit-changes.ts'
import { contactNotification } from './contact-notification.ts'
import type { Reaction } from './define.ts'

// Every reaction the worker runs. A new reaction is one file beside this one and one entry here.
export const reactions: Reaction[] = [
  contactNotification as Reaction,
  monthlyReportRequested as Reaction,
  monthlyReportsRequested as Reaction,
  ...visitChangeReactions,
]
