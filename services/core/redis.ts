import { Redis, type RedisOptions } from 'ioredis'

// A connection for quick checks from request-serving code: it fails fast instead of queueing
// commands while Redis is away (BullMQ's default would wait without limit).
export function createProbeRedis(redisUrl: string): Redis {
  return new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 500, 5000),
  } satisfies RedisOptions)
}

// Options for BullMQ connections in the worker and the relay (required by BullMQ workers).
export function bullConnection(redisUrl: string): RedisOptions & { url: string } {
  return {
    url: redisUrl,
    maxRetriesPerRequest: null,
    retryStrategy: (times: number) => Math.min(times * 500, 5000),
  }
}
