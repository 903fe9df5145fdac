/**
 * What a build holds: every file of dist/ (or dist-api/) by the URL path it is served at, its gzip
 * size (zlib, default level, as a server would send it) and which libraries it contains, found by
 * strings that survive minification (checked against msw 2.15, @faker-js/faker 10.6 and
 * pdfjs-dist 5.4 as bundled by Vite 8).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

export type Library = 'msw' | 'faker' | 'pdfjs'

/** Strings that identify each library in a minified bundle. */
export const MARKERS: Record<Library, RegExp> = {
  // msw's own messages and the worker script it registers
  msw: /mockServiceWorker\.js|\[MSW\]|This is likely an issue with MSW/,
  // property paths of faker's modules: names of properties are not minified
  faker: /\.faker\.(?:helpers|definitions|person|number|string)\./,
  // pdf.js's own messages (the worker file is recognised by its name)
  pdfjs: /Setting up fake worker|No "GlobalWorkerOptions\.workerSrc" specified/,
}

export interface BuildFile {
  /** Served at this URL path, e.g. /assets/index-abc123.js */
  urlPath: string
  bytes: number
  gzipBytes: number
  libraries: Library[]
}

export interface Build {
  dir: string
  files: Map<string, BuildFile>
}

const TEXT = /\.(?:m?js|css|html|json|svg|txt|webmanifest)$/

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
}

export function readBuild(dir: string): Build {
  const files = new Map<string, BuildFile>()
  for (const path of walk(dir)) {
    const content = readFileSync(path)
    const urlPath = `/${relative(dir, path).split(sep).join('/')}`
    const libraries: Library[] = []
    if (TEXT.test(path)) {
      const text = content.toString('utf8')
      for (const [library, marker] of Object.entries(MARKERS) as [Library, RegExp][]) {
        if (marker.test(text)) libraries.push(library)
      }
    }
    if (/pdf\.worker/.test(urlPath) && !libraries.includes('pdfjs')) libraries.push('pdfjs')
    if (/mockServiceWorker/.test(urlPath) && !libraries.includes('msw')) libraries.push('msw')
    files.set(urlPath, {
      urlPath,
      bytes: content.length,
      gzipBytes: gzipSync(content).length,
      libraries,
    })
  }
  return { dir, files }
}

/** The build's files holding `library`. */
export const filesWith = (build: Build, library: Library): BuildFile[] =>
  [...build.files.values()].filter((file) => file.libraries.includes(library))

export const isScript = (urlPath: string): boolean => /\.m?js$/.test(urlPath)

export const kib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10
