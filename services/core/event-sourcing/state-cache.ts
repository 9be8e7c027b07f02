// The folded state of recently commanded streams, per process, so a command on a stream this
// process wrote last needs no stream read (docs/adr/0016). Only a hint: handleCommand appends
// with the remembered version and the stream row's token, so the database's claim refuses the
// append whenever anyone else (another process, a direct append, a reset database) moved the
// stream since, and the command then runs again from the stream as if nothing was remembered.
export type RememberedState = {
  // The decider that folded it: the same stream type is never folded by two, but a cached state
  // must never reach a decider it was not made for.
  decider: object
  version: number
  token: string
  state: unknown
}

export type StateCache = ReturnType<typeof createStateCache>

// At most `limit` streams, the least recently written dropped first.
export function createStateCache(limit = 10_000) {
  const entries = new Map<string, RememberedState>()
  const key = (streamType: string, streamId: string) => `${streamType}\u0000${streamId}`
  return {
    get(streamType: string, streamId: string): RememberedState | undefined {
      return entries.get(key(streamType, streamId))
    },
    set(streamType: string, streamId: string, entry: RememberedState): void {
      const at = key(streamType, streamId)
      entries.delete(at)
      entries.set(at, entry)
      if (entries.size > limit) entries.delete(entries.keys().next().value!)
    },
    forget(streamType: string, streamId: string): void {
      entries.delete(key(streamType, streamId))
    },
    get size() {
      return entries.size
    },
  }
}
