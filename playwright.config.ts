import { defineConfig } from '@playwright/test'
import {
  APP_PORT,
  BASE_URL,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  HAR_CONTENT,
  HAR_PATH,
  MOCK_PORT,
  MODE,
  OUT_DIR,
  QA,
  READONLY_TAG,
  SERVER_TOKEN_TTL_SECONDS,
} from './e2e/support/env'

/**
 * Real-browser end-to-end tests of the production builds, in Debian's Chromium (never
 * `playwright install`). E2E_MODE=msw (default) serves dist/ (fake backend in the browser);
 * E2E_MODE=server serves dist-api/ (built with VITE_API_BASE_URL=http://127.0.0.1:8787) next to the
 * standalone fake HTTP server. The builds are made beforehand (`vite build`, `build:api`); the
 * global setup checks that the servers answer with those builds.
 * E2E_BASE_URL (QA): no local server, only the @readonly tests, against that deployment,
 * one at a time, with a HAR of the run (e2e/support/env.ts).
 */
const CI = !!process.env.CI

/**
 * E2E_MODE=server runs the specs where the way to the backend matters: the session over HTTP
 * (login, refresh, logout), the security headers and CSP's connect-src, the deployment's
 * config.json and the QA read-only flows. The screens' flows run the same handlers in both modes
 * (the fake HTTP server itself is tested in Jest: mocks/http-server.test.ts, probe:mock), so they
 * run once, in the default mode: the whole suite twice would take CI past its 90 minutes
 * (E2E_ALL=1 runs them all in server mode too).
 */
const SERVER_SPECS = ['auth', 'security', 'deploy-config', 'qa-readonly', 'gdpr']

const preview = {
  command: `npx vite preview --outDir ${OUT_DIR} --port ${APP_PORT} --strictPort --host 127.0.0.1`,
  url: `${BASE_URL}/login`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
}

const mockServer = {
  command: 'npx tsx mocks/http-server.ts',
  port: MOCK_PORT,
  env: {
    MOCK_PORT: String(MOCK_PORT),
    MOCK_TOKEN_TTL: String(SERVER_TOKEN_TTL_SECONDS),
  },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
}

export default defineConfig({
  testDir: './e2e',
  testMatch:
    MODE === 'server' && !QA && !process.env.E2E_ALL
      ? SERVER_SPECS.map((spec) => `**/${spec}.spec.ts`)
      : '**/*.spec.ts',
  outputDir: './test-results/e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // Tests, not files, shared between the workers: in 'msw' mode each test has its own browser
  // context and so its own data; with files as the unit, the long files (the viewport sweep,
  // 5 minutes) ran alone at the end of the run (14.7 min for 13.4 min of tests on two workers).
  // 'server' mode has one worker, so its tests keep their order.
  fullyParallel: true,
  forbidOnly: CI,
  // 'msw': two workers (2 cores), each test with its own data. 'server': the fake HTTP server's data
  // is shared by every session, so the tests run one at a time and each one puts back what it
  // changes for everybody (theme, welcome flag): a change made by a parallel test would reach the
  // other sessions at their next token refresh.
  workers: MODE === 'server' || QA ? 1 : 2,
  retries: CI && !QA ? 1 : 0,
  grep: QA ? new RegExp(READONLY_TAG) : undefined,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1920, height: 1080 },
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A trace when a test is retried (CI retries once): recording one for every test cost about a
    // third of the run. Against a deployment (QA, no retries) every failure keeps its trace.
    trace: QA ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    contextOptions: QA ? { recordHar: { path: HAR_PATH, content: HAR_CONTENT } } : undefined,
  },
  projects: [{ name: QA ? 'chromium-qa' : `chromium-${MODE}` }],
  webServer: QA ? undefined : MODE === 'server' ? [mockServer, preview] : [preview],
})
