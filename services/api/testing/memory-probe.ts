import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8'

// Preloaded into an API process under a memory test (`node --expose-gc --import` this file, spawned
// with an IPC channel): answers a 'memory' message with process.memoryUsage() before and after a
// full collection, and a 'snapshot' message with the path of a heap snapshot. It runs beside the
// product's code and changes none of it; the channel is unref'd so it never keeps the process up.
type Usage = ReturnType<typeof process.memoryUsage>
// Committed bytes of each V8 heap space after the collection (new_space, old_space, code_space…):
// where heapTotal goes when it stays far above heapUsed.
export type Spaces = Record<string, number>
export type ProbeAnswer =
  | { id: number; before: Usage; after: Usage; spaces: Spaces }
  | { id: number; snapshot: string }

const collect = (globalThis as { gc?: () => void }).gc

if (process.send) {
  process.on('message', (message: { id: number; kind: 'memory' | 'snapshot'; path?: string }) => {
    if (message.kind === 'snapshot') {
      process.send?.({ id: message.id, snapshot: writeHeapSnapshot(message.path) } satisfies ProbeAnswer)
      return
    }
    const before = process.memoryUsage()
    // Twice: the first pass may leave weakly held and finalized objects for the second.
    collect?.()
    collect?.()
    const after = process.memoryUsage()
    const spaces = Object.fromEntries(
      getHeapSpaceStatistics().map((space) => [space.space_name, space.physical_space_size]),
    )
    process.send?.({ id: message.id, before, after, spaces } satisfies ProbeAnswer)
  })
  process.channel?.unref()
}
