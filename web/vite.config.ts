import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { areaChunks } from './scripts/area-chunks.ts'

const services = fileURLToPath(new URL('../services', import.meta.url))
const webDir = fileURLToPath(new URL('.', import.meta.url))

// `vite build --mode boot`: the pre-rendered public pages' own small script (src/public-boot.ts,
// ADR 0052), one self-contained file beside the app's: it shares no chunk with the app, whose
// code it loads only when the visitor acts. Its manifest tells the pre-render step its name.
const bootBuild = {
  outDir: 'dist',
  emptyOutDir: false,
  target: 'es2022',
  manifest: 'boot-manifest.json',
  modulePreload: false,
  copyPublicDir: false,
  rolldownOptions: {
    input: fileURLToPath(new URL('./src/public-boot.ts', import.meta.url)),
    output: { entryFileNames: 'assets/public-boot-[hash].js' },
  },
} as const

// The app: every page's code, split per route.
const appBuild = (isSsrBuild: boolean) => ({
  target: 'es2022',
  // The prerender step reads it to link each page's own chunks and stylesheets.
  manifest: true,
  // Every browser the site supports knows modulepreload; the polyfill would only add bytes.
  modulePreload: { polyfill: false },
  // Everything the entry loads statically (React, the router, the layouts' icons, the bundler's
  // runtime) in the entry chunk itself: every page needs all of it, and each extra file costs a
  // request and its headers on a slow phone connection.
  // A signed-in area's first screen in three chunks, not thirty (scripts/area-chunks.ts, ADR 0115).
  rolldownOptions: isSsrBuild
    ? {}
    : {
        output: {
          codeSplitting: {
            groups: [
              { name: 'index', tags: ['$initial' as const], priority: 2 },
              { name: areaChunks(webDir), priority: 1, includeDependenciesRecursively: false },
            ],
          },
        },
      },
})

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react()],
  resolve: {
    // The SPA shares the browser-safe rules (validation, options, messages) with the API; their
    // TypeBox schemas are the API's alone (src/lib/typebox-browser.ts).
    alias: [
      { find: '@services', replacement: services },
      {
        find: /^typebox$/,
        replacement: fileURLToPath(new URL('./src/lib/typebox-browser.ts', import.meta.url)),
      },
    ],
  },
  // The API (npm run dev starts it) answers /api; the dev server, which sees the whole
  // workspace, serves everything else.
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: mode === 'boot' ? bootBuild : appBuild(isSsrBuild === true),
}))
