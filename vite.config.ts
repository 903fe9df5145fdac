import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// The one switch between the fake backend and a real one: with VITE_API_BASE_URL set the
// app talks to that host and the build contains no MSW at all (the dynamic import of
// mocks/browser sits behind a constant that folds to false and is dropped).
const apiBaseUrl = process.env.VITE_API_BASE_URL ?? ''

export default defineConfig({
  plugins: [react()],
  // public/ holds only the MSW worker: a build with a base URL ships no MSW at all.
  publicDir: apiBaseUrl === '' ? 'public' : false,
  define: {
    __API_BASE_URL__: JSON.stringify(apiBaseUrl),
    __USE_MOCKS__: JSON.stringify(apiBaseUrl === ''),
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
    outDir: process.env.VITE_OUT_DIR ?? 'dist',
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
})
