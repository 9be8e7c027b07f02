import type { Config } from '../core/config.ts'
import type { ActorResolver } from './plugins/access.ts'

// Placeholder until the identity module issues access tokens: nobody is signed in.
export function resolveActorFromToken(_config: Config): ActorResolver {
  return async () => null
}
