import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'

// A route's code that fails to load, or has not arrived after this long, shows the chunk-load
// error screen with a reload button (spec section 9, decisions.md).
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ChunkLoadError'
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`route code not loaded after ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(new ChunkLoadError('route code failed to load', { cause: error }))
      },
    )
  })
}

// What browsers and Vite throw when a script or stylesheet chunk cannot be fetched.
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk/i

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true
  return error instanceof Error && CHUNK_FAILURE.test(error.message)
}

type PageModule<P> = { default: ComponentType<P> }

// A route whose page lives in its own chunk, loaded on first visit. Pages are default exports;
// `props` lets one page serve several routes (the service pages, the area variants).
export function lazyPage<P extends object>(
  load: () => Promise<PageModule<P>>,
  props?: P,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const { default: Page } = await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS)
    const Component = props ? () => <Page {...props} /> : (Page as ComponentType)
    return { Component }
  }
}

// What a route may put in its handle: its page title (document-meta.ts) and, for pre-rendered
// pages, the page module's path from web/ so the pre-render links that page's chunks.
export type PageHandle = { title?: string; description?: string; source?: string }

// A module's page route: its path, its code loaded when first visited, its title.
export function pageRoute(path: string, title: string, load: () => Promise<PageModule<object>>): RouteObject {
  return { path, lazy: lazyPage(load), handle: { title } }
}
