import { spawn } from 'node:child_process'
import path from 'node:path'

export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../..')

export type ScriptResult = { code: number | null; stdout: string; stderr: string }

// Runs a repository script (a CLI) to its end on this same Node, with only the given settings
// in its environment, as an operator's `npm run <script>` would.
export function runScript(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: REPOSITORY_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}
