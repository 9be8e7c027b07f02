import path from 'node:path'
import { importsOf, sourceFiles } from './source-imports.ts'

// The import cycles among the source files under a folder (ADR 0049): every relative import counts,
// type-only and dynamic ones too, since a cycle through either still ties the files' meaning and
// load order together. Each cycle is one strongly connected group of files, shown as one path
// around it (a → b → … → a), so a failing test names the files to untie.
export function importCycles(dir: string): string[][] {
  const files = sourceFiles(dir)
  const known = new Set(files)
  const next = new Map<string, string[]>()
  for (const file of files) {
    const targets = importsOf(file)
      .filter(({ specifier }) => specifier.startsWith('.'))
      .map(({ specifier }) => path.resolve(path.dirname(file), specifier))
      .filter((target) => known.has(target))
    next.set(file, [...new Set(targets)])
  }
  return stronglyConnected(files, next)
    .filter((group) => group.length > 1 || next.get(group[0]!)!.includes(group[0]!))
    .map((group) => cycleThrough(group, next).map((file) => path.relative(dir, file)))
}

// Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack.
function stronglyConnected(nodes: string[], next: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const groups: string[][] = []
  let counter = 0
  for (const root of nodes) {
    if (index.has(root)) continue
    const work: { node: string; edge: number }[] = [{ node: root, edge: 0 }]
    index.set(root, counter)
    low.set(root, counter++)
    stack.push(root)
    onStack.add(root)
    while (work.length > 0) {
      const frame = work[work.length - 1]!
      const targets = next.get(frame.node)!
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!
        if (!index.has(target)) {
          index.set(target, counter)
          low.set(target, counter++)
          stack.push(target)
          onStack.add(target)
          work.push({ node: target, edge: 0 })
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!))
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!))
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          group.push(member)
        } while (member !== frame.node)
        groups.push(group.sort())
      }
    }
  }
  return groups
}

// One shortest way from the group's first file back to itself, inside the group.
function cycleThrough(group: string[], next: Map<string, string[]>): string[] {
  const members = new Set(group)
  const start = group[0]!
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()!
    for (const target of next.get(node)!) {
      if (!members.has(target)) continue
      if (target === start) {
        const way = [start]
        for (let at = node; at !== start; at = cameFrom.get(at)!) way.splice(1, 0, at)
        return [...way, start]
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node)
        queue.push(target)
      }
    }
  }
  return group
}
