// Flags of the Node process that runs the API (npm start, the Docker image, docker compose and the
// memory check all start it with these). Issue 36: under the public mix the API's resident memory
// climbed for rounds although its heap after a collection stayed at about 50 MB. Node 24 (no
// pointer compression) lets V8's young generation grow to two semi-spaces of 64 MB, and the pages
// it used stay resident after the heap shrinks again: heapTotal reached about 195 MB under load
// against 62 MB after a collection. A 16 MB semi-space keeps that working size about 90 MB smaller
// and reaches it within the first round, with the same throughput in the same measurement
// (docs/benchmarks.md, "Memory under rounds").
export const API_NODE_FLAGS = ['--max-semi-space-size=16'] as const
