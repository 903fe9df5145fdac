/**
 * The MSW server of the tests: the fake backend (mocks/handlers), the same handlers the browser
 * and the standalone server use. src/test/setup.ts starts it with onUnhandledRequest 'error' and
 * resets it after each test; a test adds or overrides handlers with server.use().
 */
export { server } from '@mocks/node'
