import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const services = fileURLToPath(new URL('../services', import.meta.url))

export default defineConfig(({ isSsrBuild }) => ({
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
  build: {
    target: 'es2022',
    // The prerender step reads it to link each page's own chunks and stylesheets.
    manifest: true,
    // Every browser the site supports knows modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    // Everything the entry loads statically (React, the router, the layouts' icons, the bundler's
    // runtime) in the entry chunk itself: every page needs all of it, and each extra file costs a
    // request and its headers on a slow phone connection.
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
}))
