/**
 * Fails on any import cycle among the repository's own TypeScript files, `import type`, `export
 * ... from` and dynamic `import()` included (ARCHITECTURE.md, "Rules": lint fails on any cycle).
 * ESLint's import-x/no-cycle skips type-only imports, so a cycle of types passed it unseen.
 *
 *   tsx scripts/check-cycles.ts   (part of `npm run lint`)
 *
 * The graph is built the way tsc resolves (tsconfig.json's paths included) from the files tsc
 * checks; each cycle is printed once, as the chain of files that closes it.
 */
import ts from 'typescript'
import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const config = ts.getParsedCommandLineOfConfigFile(
  resolve(root, 'tsconfig.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
)
if (!config) throw new Error('tsconfig.json could not be read')

const own = (file: string) =>
  !file.includes('/node_modules/') && !file.endsWith('.d.ts') && /\.(ts|tsx)$/.test(file)
const files = config.fileNames.filter(own)
const cache = ts.createModuleResolutionCache(root, (name) => name, config.options)

const edges = new Map<string, string[]>()
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  const targets = new Set<string>()
  for (const { fileName } of importedFiles) {
    const found = ts.resolveModuleName(fileName, file, config.options, ts.sys, cache).resolvedModule
      ?.resolvedFileName
    if (found && own(found) && found !== file) targets.add(found)
  }
  edges.set(file, [...targets])
}

/** Tarjan's strongly connected components: every one with more than one file holds a cycle. */
function components(): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let next = 0
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next)
    next += 1
    stack.push(v)
    onStack.add(v)
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!))
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1) found.push(component)
    }
  }
  for (const file of edges.keys()) if (!index.has(file)) visit(file)
  return found
}

/** The shortest chain from a file of the component back to itself, inside the component. */
function chain(component: string[]): string[] {
  const inside = new Set(component)
  const start = [...component].sort()[0]!
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const v = queue.shift()!
    for (const w of edges.get(v) ?? []) {
      if (!inside.has(w)) continue
      if (w === start) {
        const path = [v]
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!)
        return [...path, start]
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v)
        queue.push(w)
      }
    }
  }
  return component
}

const cycles = components()
for (const component of cycles) {
  const files = chain(component).map((file) => relative(root, file))
  console.error(`Import cycle (${component.length} files): ${files.join(' -> ')}`)
}
if (cycles.length > 0) {
  console.error(
    `${cycles.length} import cycle(s): move what both sides need to the lower file (ARCHITECTURE.md, "Rules").`,
  )
  process.exit(1)
}
console.log(`No import cycles among ${files.length} files.`)
