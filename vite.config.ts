import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL, URL } from 'node:url'
import { build, defineConfig, loadEnv, type Plugin } from 'vite'
import type { OutputBundle, OutputChunk } from 'rolldown'
import react from '@vitejs/plugin-react'
import {
  connectSources,
  metaContentSecurityPolicy,
  policyOfHtml,
  QA_CONNECT_SRC,
  securityHeaders,
} from './src/config/csp.ts'

/**
 * The production build's Content-Security-Policy (src/config/csp.ts) right after the charset, before
 * anything it governs. Not in development: Vite's dev server injects inline scripts.
 */
function cspMeta(apiBaseUrl: string, connectSrc: readonly string[]): Plugin {
  const CHARSET = '<meta charset="UTF-8" />'
  return {
    name: 'fitlab:csp-meta',
    apply: 'build',
    transformIndexHtml(html, ctx) {
      // The app's page only: Storybook builds its own iframe.html with this config.
      if (ctx.path !== '/index.html') return html
      if (!html.includes(CHARSET)) throw new Error(`index.html: ${CHARSET} not found`)
      const policy = metaContentSecurityPolicy({ apiBaseUrl, connectSrc })
      return html.replace(
        CHARSET,
        `${CHARSET}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      )
    },
  }
}

/**
 * `vite preview` sends the policy of the build it serves (read from its index.html, so a build
 * with a base URL keeps its connect-src) as a header, with frame-ancestors and the other security
 * headers, on every response.
 */
function cspPreviewHeaders(): Plugin {
  return {
    name: 'fitlab:csp-preview-headers',
    configurePreviewServer(server) {
      const index = resolve(server.config.root, server.config.build.outDir, 'index.html')
      const policy = policyOfHtml(readFileSync(index, 'utf8'))
      if (!policy) return
      const headers = securityHeaders(policy)
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
        next()
      })
    },
  }
}

/** config.json's content when the deployer leaves it alone: the build's own defaults. */
const DEFAULT_RUNTIME_CONFIG = `${JSON.stringify({ apiBaseUrl: '' }, null, 2)}\n`

/**
 * config.json next to index.html (src/config/runtime-config.ts), in every build: public/ has it
 * when the build copies public/ (no base URL); a build with a base URL copies nothing from public/
 * (that is MSW's worker), so this writes it there, and the dev server answers it the same way.
 */
function runtimeConfigFile(copiesPublic: boolean): Plugin {
  return {
    name: 'fitlab:runtime-config',
    configureServer(server) {
      if (copiesPublic) return
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json')
        res.end(DEFAULT_RUNTIME_CONFIG)
      })
    },
    generateBundle() {
      if (copiesPublic) return
      this.emitFile({ type: 'asset', fileName: 'config.json', source: DEFAULT_RUNTIME_CONFIG })
    },
  }
}

/**
 * react-router's production build. Its package exports only the development one (warnings and
 * checks included) whatever the mode, upstream's known issue (remix-run/react-router#12532,
 * #14102): the build points at dist/production. 29.6 -> 26 KiB gzip of the first load, and less
 * work when it starts.
 */
const REACT_ROUTER_PRODUCTION = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
]

const aliases = () => [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
]

/**
 * login.html's one script: once the prerendered form has painted (the next frame; at once in a
 * hidden tab, which paints nothing), it fetches every module of the login's first load side by
 * side (modulepreload: fetched, not run), then runs them one chunk at a time, dependencies first,
 * giving the browser back its main thread between two chunks (scheduler.yield, a timer where it is
 * missing). The browser takes ~1 ms of main thread to start each module's fetch (4 on a phone):
 * the fetches are started three at a time, with the same pause between. Run by one import, the
 * whole app was one task of ~150 ms on a laptop, ~600 ms on a phone's CPU, with the form on screen
 * and not answering. Fetched before the paint, the scripts would share the connection with the CSS
 * the paint waits for.
 */
const loginBoot = (modules: string[]): string =>
  `const modules=${JSON.stringify(modules)};
const yieldToBrowser=()=>globalThis.scheduler?.yield?.()??new Promise((resolve)=>setTimeout(resolve));
const start=async()=>{for(const[i,href]of modules.entries()){if(i%3===0)await yieldToBrowser();const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}
for(const href of modules){await import(href);await yieldToBrowser()}};
if(document.visibilityState==='visible')requestAnimationFrame(()=>setTimeout(start));else start();
`

/**
 * The chunks `roots` import, statically and in turn, each after the chunks it imports: the order in
 * which importing them one by one runs each chunk's own code only.
 */
function dependenciesFirst(roots: OutputChunk[], bundle: OutputBundle): string[] {
  const order: string[] = []
  const seen = new Set<string>()
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    for (const name of chunk.imports) {
      const imported = bundle[name]
      if (imported?.type === 'chunk') visit(imported)
    }
    order.push(chunk.fileName)
  }
  roots.forEach(visit)
  return order
}

/**
 * login.html next to index.html: the login page drawn at build time (scripts/prerender-login.tsx,
 * bundled for Node with this build's constants and aliases, then run) inside #root, the theme's CSS
 * variables in the head, the title of the page, and a small boot script (loginBoot) for the scripts.
 * The form paints from HTML and CSS before any script is fetched; main.tsx hydrates it. A host serves it at /login (`vite preview` does: /login ->
 * login.html); one that serves index.html there instead shows the splash first, as before.
 */
function prerenderLogin(define: Record<string, string>): Plugin {
  const ROOT = '<div id="root">'
  return {
    name: 'fitlab:prerender-login',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html']
      // Storybook builds with this config too: it has no index.html.
      if (index?.type !== 'asset' || typeof index.source !== 'string') return
      // The page's module and everything it imports, bundled for Node as the app is for the
      // browser (antd's ES modules included), then run.
      const outDir = mkdtempSync(join(tmpdir(), 'fitlab-prerender-'))
      let page: { html: string; styles: string; title: string }
      try {
        await build({
          configFile: false,
          root: fileURLToPath(new URL('.', import.meta.url)),
          logLevel: 'error',
          resolve: { alias: [...aliases(), ...REACT_ROUTER_PRODUCTION] },
          define,
          ssr: { noExternal: true },
          plugins: [
            {
              // Of the code loaded on demand, only the login page's is needed at /login: the rest
              // (the other pages, dialogs, the error page) is left out, never run here.
              name: 'fitlab:prerender-login-only',
              resolveDynamicImport: (specifier) =>
                typeof specifier === 'string' && !specifier.endsWith('features/auth/LoginPage')
                  ? { id: specifier, external: true }
                  : null,
            },
          ],
          build: {
            ssr: 'scripts/prerender-login.tsx',
            outDir,
            minify: false,
            rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        })
        const module = (await import(pathToFileURL(join(outDir, 'prerender.mjs')).href)) as {
          renderLogin: () => Promise<typeof page>
        }
        page = await module.renderLogin()
      } finally {
        rmSync(outDir, { recursive: true, force: true })
      }
      // An error while rendering draws the error page (inside <main>): stop the build instead.
      if (!page.html.includes('<form id="login"')) {
        throw new Error(`the prerendered login has no login form: ${page.html.slice(0, 400)}`)
      }
      const html = index.source
      const start = html.indexOf(ROOT)
      const end = html.indexOf('</div>\n    </div>', start)
      if (start < 0 || end < 0) throw new Error('index.html: the splash inside #root was not found')
      const login = Object.values(bundle).find(
        (file): file is OutputChunk =>
          file.type === 'chunk' &&
          (file.facadeModuleId ?? '').endsWith('/features/auth/LoginPage.tsx'),
      )
      const entry = Object.values(bundle).find(
        (file): file is OutputChunk => file.type === 'chunk' && file.isEntry,
      )
      if (!login || !entry) throw new Error("the entry's or the login page's chunk was not found")
      const boot = this.emitFile({
        type: 'asset',
        name: 'login-boot.js',
        // The login page's chunks before the entry's: the app, run last, finds the page ready.
        source: loginBoot(dependenciesFirst([login, entry], bundle).map((name) => `/${name}`)),
      })
      const source = html
        // The scripts are the boot's: none is fetched before the form has painted.
        .replace(/ *<script type="module"[^>]*><\/script>\n/, '')
        .replace(/ *<link rel="modulepreload"[^>]*>\n/g, '')
        .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
        .replace(
          '  </head>',
          `    <script type="module" src="/${this.getFileName(boot)}"></script>\n    ${page.styles}\n  </head>`,
        )
        .replace(
          html.slice(start, end + '</div>\n    </div>'.length),
          `<div id="root" data-prerender="login">${page.html}</div>`,
        )
      if (source.includes(entry.fileName)) throw new Error('login.html: the entry is still linked')
      this.emitFile({ type: 'asset', fileName: 'login.html', source })
    },
  }
}

/**
 * The chunk-size limits, per chunk (kB of minified code, as Vite counts them). The app's own
 * chunks keep Vite's default, 500. Two chunks are larger on purpose, each with its own limit:
 * - the fake backend (mocks/browser.ts: MSW, faker's Italian locale, the contract's generated
 *   validators and Ajv; ~1,650 kB), imported on demand by main.tsx only in a build made without
 *   VITE_API_BASE_URL, so it never reaches a real backend's users (`npm run perf` checks that such a
 *   build has no MSW); its PDF writer (pdf-lib, ~420 kB) is a chunk of its own, fetched on the first
 *   print;
 * - the QA build's check of every answer (mocks/lib/answer-check.ts: the contract's generated
 *   response validators, ~510 kB, 29 kB gzip), only in `npm run build:qa`.
 * Vite's own check (build.chunkSizeWarningLimit) gets the largest limit; this plugin holds every
 * chunk to its own.
 */
const CHUNK_LIMIT_KB = 500
const LARGER_CHUNKS_KB: Record<string, number> = {
  '/mocks/browser.ts': 1800,
  '/mocks/lib/answer-check.ts': 600,
}

function chunkSizeLimits(): Plugin {
  return {
    name: 'fitlab:chunk-size-limits',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      // Storybook builds with this config too: its chunks are not the app's.
      if (!bundle['index.html']) return
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue
        const module = file.facadeModuleId ?? ''
        const larger = Object.entries(LARGER_CHUNKS_KB).find(([path]) => module.endsWith(path))
        const limit = larger?.[1] ?? CHUNK_LIMIT_KB
        const kB = file.code.length / 1000
        if (kB > limit) {
          this.warn(`${file.fileName} is ${kB.toFixed(0)} kB, over its ${limit} kB limit`)
        }
      }
    },
  }
}

export default defineConfig(({ command, mode }) => {
  // The one switch between the fake backend and a real one: with VITE_API_BASE_URL set the
  // app talks to that host and the build contains no MSW at all (the dynamic import of
  // mocks/browser sits behind a constant that folds to false and is dropped). Read as Vite
  // documents it: the shell's variable first, then .env.[mode].local, .env.[mode], .env.local,
  // .env (see .env.example).
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const apiBaseUrl = env.VITE_API_BASE_URL ?? ''
  // A QA build (npm run build:qa) checks every answer against the contract in the browser and,
  // unless VITE_CONNECT_SRC says otherwise, may talk to any HTTPS host and to local ports (its
  // config.json names the backend). Other builds: connect-src only what VITE_CONNECT_SRC adds.
  const qa = env.VITE_QA === '1' || env.VITE_QA === 'true'
  const connectSrc = connectSources(env.VITE_CONNECT_SRC ?? (qa ? QA_CONNECT_SRC : ''))
  const copiesPublic = apiBaseUrl === ''
  const define = {
    __API_BASE_URL__: JSON.stringify(apiBaseUrl),
    __USE_MOCKS__: JSON.stringify(apiBaseUrl === ''),
    __QA__: JSON.stringify(qa),
  }
  return {
    plugins: [
      react(),
      cspMeta(apiBaseUrl, connectSrc),
      cspPreviewHeaders(),
      runtimeConfigFile(copiesPublic),
      prerenderLogin(define),
      chunkSizeLimits(),
    ],
    // public/ holds the MSW worker and config.json: a build with a base URL ships no MSW at all.
    publicDir: copiesPublic ? 'public' : false,
    define,
    resolve: {
      alias: [...aliases(), ...(command === 'build' ? REACT_ROUTER_PRODUCTION : [])],
    },
    server: { port: 5173 },
    preview: { port: 4321, strictPort: true },
    build: {
      outDir: env.VITE_OUT_DIR ?? 'dist',
      // index.html preloads the first load's modules; a lazy chunk's imports are left to the browser,
      // which finds them when the chunk arrives. Vite's default inserts a <link rel=modulepreload>
      // per import of every lazy chunk from script: ~30 ms of main thread when the app starts
      // (measured in Chromium), for a gain of one round trip that the router's parallel loading of
      // layout and page already covers.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
      sourcemap: false,
      // Per chunk: chunkSizeLimits() above.
      chunkSizeWarningLimit: Math.max(...Object.values(LARGER_CHUNKS_KB)),
    },
  }
})
