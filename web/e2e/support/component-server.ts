import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, type PluginOption, type ViteDevServer } from 'vite'

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

// Vite's dev server over web/, for pages in e2e/fixtures that put shared components on a page
// of their own (no API needed; `plugins` may add a stand-in, e.g. stub-api.ts).
export async function startComponentServer(options: { plugins?: PluginOption[] } = {}): Promise<{
  url(fixture: string): string
  close(): Promise<void>
}> {
  const server: ViteDevServer = await createServer({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'silent',
    plugins: options.plugins,
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  })
  await server.listen()
  const { port } = server.httpServer!.address() as AddressInfo
  return {
    url: (fixture) => `http://127.0.0.1:${port}/e2e/fixtures/${fixture}`,
    close: () => server.close(),
  }
}

export type ComponentServer = Awaited<ReturnType<typeof startComponentServer>>
