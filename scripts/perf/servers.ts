/**
 * The servers the budgets measure against: `vite preview` of a build on a port of its own, and the
 * standalone fake HTTP server (the build with a base URL calls it on 127.0.0.1:8787). Each one is
 * spawned in a process group of its own and stopped by that group's id.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createConnection } from 'node:net'
import { join } from 'node:path'

export interface Server {
  name: string
  stop(): Promise<void>
}

const BIN = join(process.cwd(), 'node_modules', '.bin')

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function waitForPort(port: number, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`)
    if (await portAnswers(port)) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${name} did not open port ${port} within 60 s`)
}

async function start(
  name: string,
  command: string,
  args: string[],
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<Server> {
  if (await portAnswers(port)) {
    throw new Error(`Port ${port} (for ${name}) is already in use: stop what holds it first.`)
  }
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.pid === undefined) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      return
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
  }
  try {
    await waitForPort(port, child, name)
  } catch (error) {
    await stop()
    throw error
  }
  return { name, stop }
}

/** /login as served on `port`; a busy machine may open the port a moment before it answers. */
async function servedLogin(port: number): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await (await fetch(`http://127.0.0.1:${port}/login`)).text()
    } catch (error) {
      if (attempt === 10) throw error
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

const titleOf = (html: string): string | undefined => /<title>([^<]*)<\/title>/i.exec(html)?.[1]

/**
 * `vite preview` of `outDir` on `port`, checked to serve that very build (its login.html at /login,
 * the login prerendered by the build; its index.html for a build without it).
 */
export async function startPreview(outDir: string, port: number): Promise<Server> {
  const loginFile = join(outDir, 'login.html')
  const indexFile = existsSync(loginFile) ? loginFile : join(outDir, 'index.html')
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: build first.`)
  const server = await start(
    `vite preview ${outDir}`,
    join(BIN, 'vite'),
    ['preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    port,
  )
  const built = readFileSync(indexFile, 'utf8')
  let served: string
  try {
    served = await servedLogin(port)
  } catch (error) {
    await server.stop()
    throw error
  }
  if (served !== built) {
    await server.stop()
    throw new Error(
      `Port ${port} serves "${titleOf(served) ?? '?'}", not ${outDir}/ ("${titleOf(built) ?? '?'}").`,
    )
  }
  return server
}

/**
 * The standalone fake backend (mocks/http-server.ts) on `port`; `env` sizes its demo (MOCK_ESERCIZI,
 * MOCK_CLIENTI).
 */
export function startMockServer(port: number, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  return start('fake HTTP server', join(BIN, 'tsx'), ['mocks/http-server.ts'], port, {
    ...env,
    MOCK_PORT: String(port),
  })
}
