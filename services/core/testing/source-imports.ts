import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// What the dependency-rule tests of the server (services/dependency-rules.test.ts) and of the SPA
// (web/src/dependency-rules.test.ts) read: a source file's imports, as written.

export type Import = { specifier: string; typeOnly: boolean; dynamic: boolean }

const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(type\s+)?(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+(?:\s*,\s*\{[^}]*\})?)\s+from\s+'([^']+)'/gm
const SIDE_EFFECT_IMPORT = /^\s*import\s+'([^']+)'/gm
const DYNAMIC_IMPORT = /\bimport\(\s*'([^']+)'\s*\)/g

export function importsOf(file: string): Import[] {
  const source = readFileSync(file, 'utf8')
  return [
    ...[...source.matchAll(STATIC_IMPORT)].map((match) => ({
      specifier: match[2]!,
      typeOnly: Boolean(match[1]),
      dynamic: false,
    })),
    ...[...source.matchAll(SIDE_EFFECT_IMPORT)].map((match) => ({
      specifier: match[1]!,
      typeOnly: false,
      dynamic: false,
    })),
    ...[...source.matchAll(DYNAMIC_IMPORT)].map((match) => ({
      specifier: match[1]!,
      typeOnly: false,
      dynamic: true,
    })),
  ]
}

// The .ts and .tsx files under a folder, skipping installed packages and build output.
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/(^|\/)(node_modules|dist|\.tmp)\//.test(name))
    .map((name) => path.join(dir, name))
}

export const lineCount = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1
