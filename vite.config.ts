import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import {
  connectSources,
  metaContentSecurityPolicy,
  policyOfHtml,
  QA_CONNECT_SRC,
  securityHeaders,
} from './src/config/csp'

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

export default defineConfig(({ mode }) => {
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
  return {
    plugins: [
      react(),
      cspMeta(apiBaseUrl, connectSrc),
      cspPreviewHeaders(),
      runtimeConfigFile(copiesPublic),
    ],
    // public/ holds the MSW worker and config.json: a build with a base URL ships no MSW at all.
    publicDir: copiesPublic ? 'public' : false,
    define: {
      __API_BASE_URL__: JSON.stringify(apiBaseUrl),
      __USE_MOCKS__: JSON.stringify(apiBaseUrl === ''),
      __QA__: JSON.stringify(qa),
    },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
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
      chunkSizeWarningLimit: 1500,
    },
  }
})
