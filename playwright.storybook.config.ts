import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/env'

/**
 * The Storybook check (`npm run test:storybook`, after `npm run build-storybook`): every story of
 * storybook-static/ in Debian's Chromium, in both themes: rendered with no console error, its play
 * function passed, no serious or critical axe violation, and a screenshot equal to the committed
 * baseline in storybook-tests/__screenshots__/ (`npm run storybook:update` regenerates them).
 */
const PORT = Number(process.env.STORYBOOK_TEST_PORT ?? 6016)
const CI = !!process.env.CI

export default defineConfig({
  testDir: './storybook-tests',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results/storybook',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  timeout: 120_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.005 },
  },
  reporter: CI ? 'dot' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A trace only when a story is retried: recording one for every story made the check about a
    // third slower (DOM snapshots at every step), and a failure is retried once in CI.
    trace: 'on-first-retry',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [{ name: 'storybook' }],
  webServer: {
    command: `python3 -m http.server ${PORT} --bind 127.0.0.1 -d storybook-static`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'ignore',
  },
})
