// What `typebox` is in the browser build (web/vite.config.ts). The contracts the SPA shares with the
// API (services/**/contract.ts) build TypeBox schemas for the API: its OpenAPI document and its
// handlers' typed bodies. The SPA reads only their rules and messages, never a schema, so here each
// `Type.X(...)` gives a small inert object instead of loading TypeBox's builder: 12.5 KB of the
// contact page's 130 KB of compressed JavaScript, over the public pages' 120 KB budget. The types
// still come from TypeBox itself (type-checking resolves the real package).
type Build = (...args: unknown[]) => object

export const Type = new Proxy({} as Record<string, Build>, {
  get:
    (_target, kind) =>
    (...args: unknown[]) => ({ kind: String(kind), args }),
})
