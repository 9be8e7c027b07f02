import type { Db } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import { createCustomer } from './commands.ts'
import type { Customer, CustomerInput } from './contract.ts'
import { customerEvents } from './events.ts'
import { customersProjection } from './projection.ts'

// Creates a customer outside any request (demo seed, test accounts), with only this module's
// events and projection: those run before an API is built. Recorded as done by the system.
export function createCustomerAsSystem(db: Db, input: CustomerInput, requestId: string): Promise<Customer> {
  const kit = composeModules([
    { name: 'customers', events: customerEvents, projections: [customersProjection] },
  ])
  return createCustomer({ db, eventStore: createEventStore(db, kit) }, input, {
    userId: null,
    role: null,
    requestId,
  })
}
