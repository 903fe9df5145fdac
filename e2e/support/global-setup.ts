import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { BASE_URL, MOCK_ORIGIN, MODE, OUT_DIR, QA } from './env'

const titleOf = (html: string): string | undefined => /<title>([^<]*)<\/title>/i.exec(html)?.[1]

/**
 * Before any test: the build of this mode exists, the preview server on our port serves exactly
 * that build (not something else that holds the port, CONTRIBUTING.md pitfall 10), and in 'server' mode
 * the build points at the fake HTTP server, which answers.
 */
export default async function globalSetup(): Promise<void> {
  if (QA) {
    await checkDeployment()
    return
  }
  const indexFile = join(OUT_DIR, 'index.html')
  const buildCommand =
    MODE === 'server'
      ? `VITE_API_BASE_URL=${MOCK_ORIGIN} VITE_OUT_DIR=dist-api npx vite build`
      : 'npx vite build'
  if (!existsSync(indexFile)) {
    throw new Error(`${indexFile} is missing: build it first (${buildCommand}).`)
  }
  const built = readFileSync(indexFile, 'utf8')
  const expectedTitle = titleOf(built)
  if (!expectedTitle) throw new Error(`${indexFile} has no <title>.`)

  // The app's page at / (/login is login.html, the login prerendered by the build).
  const response = await fetch(`${BASE_URL}/`)
  const served = await response.text()
  if (!response.ok || titleOf(served) !== expectedTitle || served !== built) {
    throw new Error(
      `${BASE_URL} does not serve ${OUT_DIR}/ (status ${response.status}, title ` +
        `"${titleOf(served) ?? ''}", expected "${expectedTitle}"): is another server on the port?`,
    )
  }

  const assets = join(OUT_DIR, 'assets')
  const pointsAtMockServer = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .some((file) => readFileSync(join(assets, file), 'utf8').includes(MOCK_ORIGIN))
  if (pointsAtMockServer !== (MODE === 'server')) {
    throw new Error(
      `${OUT_DIR}/ ${pointsAtMockServer ? 'calls' : 'does not call'} ${MOCK_ORIGIN}: rebuild it (${buildCommand}).`,
    )
  }

  if (MODE === 'server') {
    const login = await fetch(`${MOCK_ORIGIN}/api/login_check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: 'nessuno@fitlab.it',
        password: 'x',
        frontendRevisionNumber: 'v1.0.27',
      }),
    })
    if (login.status !== 401) {
      throw new Error(
        `The fake HTTP server at ${MOCK_ORIGIN} answered ${login.status} to a bad login.`,
      )
    }
  }
}

/**
 * QA against a deployment (E2E_BASE_URL): the credentials are given and the URL serves the app
 * (its login page has the app's title); nothing is built or started here.
 */
async function checkDeployment(): Promise<void> {
  if (!process.env.E2E_USER || !process.env.E2E_PASSWORD) {
    throw new Error('E2E_BASE_URL is set: give the account too (E2E_USER and E2E_PASSWORD).')
  }
  let response: Response
  try {
    response = await fetch(`${BASE_URL}/login`)
  } catch (error) {
    throw new Error(`${BASE_URL} does not answer: ${(error as Error).message}`)
  }
  const title = titleOf(await response.text())
  if (!response.ok || !title?.includes('FitLab')) {
    throw new Error(
      `${BASE_URL}/login does not serve the back office (status ${response.status}, title "${title ?? ''}").`,
    )
  }
}
