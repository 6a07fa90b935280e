// Serves the production build: fingerprinted assets with long caching, public files, then the app.
// Used by `npm start` (scripts/start.ts), the browser tests and the benchmarks.
//
// `node scripts/serve.ts` serves on PORT (default 3000) and HOST (default 0.0.0.0). This file runs
// on Node's own type stripping, never under tsx: with tsx's loader hooks registered, every dynamic
// import() the server bundle makes per request (route loaders, server functions) waits for a round trip
// to the hooks thread, several milliseconds a page.
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { type Server, serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { mailWarnings } from '../src/server/mail/setup.ts'
import { paymentWarnings } from '../src/server/payments/setup.ts'
import { staticSecurityHeaders } from '../src/server/security/headers.ts'

type AppModule = { default: { fetch: (request: Request) => Response | Promise<Response> } }

export async function startServer(options: {
  port: number
  hostname: string
  root?: string
  silent?: boolean
}): Promise<Server> {
  const root = options.root ?? process.cwd()
  // The build leaves react and react-dom external: they pick their development or production bundle
  // from NODE_ENV when first imported. Unset, that is the development one (prop validation, owner
  // stacks), which made server rendering of a 50-row grid about three times slower.
  process.env.NODE_ENV ??= 'production'
  // Libraries that stay external read process.env.NODE_ENV at run time, some per call: TanStack Table
  // once per memo it creates (several per cell), the router once per link it builds. Node's
  // process.env is an accessor into the C environment, about a microsecond a read; a plain copy reads
  // like any object. That was about 5 ms of a 50-row list page. (Children spawned later get this copy.)
  process.env = { ...process.env }
  const client = resolve(root, 'dist/client')
  const app: AppModule = await import(pathToFileURL(resolve(root, 'dist/server/server.js')).href)
  const assets = staticMiddleware({ dir: client, maxAge: 31_536_000, immutable: true })
  const files = staticMiddleware({ dir: client, maxAge: 3600 })
  // build.json is polled for new deploys: no max-age, so every poll revalidates (ETag).
  const revalidated = staticMiddleware({ dir: client })
  const server = serve({
    port: options.port,
    hostname: options.hostname,
    silent: options.silent ?? false,
    gracefulShutdown: false,
    middleware: [
      // Files served here skip the app's entry: they get the same headers that do not depend on
      // content (nosniff, referrer and feature policy, HSTS over HTTPS); the app adds its own.
      // Set on the response srvx made, not on a copy: a copy reads `body`, which turns the file stream
      // srvx pipes into a web stream whose close races a client that goes away mid-file (an uncaught
      // "ReadableStream is already closed" from undici that ends the process) and leaves the file
      // handle to the garbage collector.
      async (request, next) => {
        const response = await next()
        if (response.headers.has('x-content-type-options')) return response
        for (const [name, value] of staticSecurityHeaders(request)) response.headers.set(name, value)
        return response
      },
      (request, next) => {
        const { pathname } = new URL(request.url)
        if (pathname.startsWith('/assets/')) return assets(request, next)
        if (pathname === '/build.json') return revalidated(request, next)
        if (pathname === '/') return next()
        return files(request, next)
      },
    ],
    fetch: (request) => app.default.fetch(request),
  })
  await server.ready()
  // After NODE_ENV is settled: whether payments are off or a test checkout depends on it.
  if (!options.silent) for (const line of [...paymentWarnings(), ...mailWarnings()]) console.warn(line)
  server.node?.server?.on('clientError', answerClientError)
  return server
}

/**
 * Requests Node refuses before the app sees them (a URL and headers over its 16 KB limit, malformed
 * HTTP) get the /api envelope rather than Node's empty reply, so every reply a client reads is JSON.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: import('node:stream').Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy()
    return
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW'
  const body = JSON.stringify({
    code: 10400,
    msg: tooLarge ? 'request: the URL and headers must be under 16 KB' : 'request: is not valid HTTP',
    data: null,
  })
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `cache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
  )
}

/** PORT and HOST from the environment, checked. */
export function listenOptions(env: NodeJS.ProcessEnv = process.env): { port: number; hostname: string } {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  }
  return { port, hostname: env.HOST ?? '0.0.0.0' }
}

/** A free loopback port (the kernel's choice), for a child server that must be told its port. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no free port')),
      )
    })
  })
}

export type ServerProcess = {
  baseUrl: string
  pid: number
  /** Resident memory of the server process in bytes (Linux /proc), or null where unreadable. */
  rss: () => number | null
  /** Ends the process (SIGTERM, or the signal given: SIGKILL for a crash) and waits for its exit. */
  stop: (signal?: NodeJS.Signals) => Promise<void>
}

/**
 * Serves dist/ from a child Node process on 127.0.0.1 (the browser tests, whose database changes
 * between runs, and the web benchmark, whose client must not share the server's event loop).
 */
export async function startServerProcess(options: {
  root: string
  port?: number
  env?: NodeJS.ProcessEnv
  timeoutMs?: number
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort())
  const baseUrl = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, [resolve(options.root, 'scripts/serve.ts')], {
    cwd: options.root,
    env: { ...process.env, BETTER_AUTH_URL: baseUrl, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const pid = child.pid
  if (pid === undefined) throw new Error('the server process did not start')
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server process exited with ${child.exitCode}`)
    const ok = await fetch(`${baseUrl}/build.json`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() - started > (options.timeoutMs ?? 60_000)) {
      child.kill('SIGKILL')
      throw new Error('the server process did not answer within 60 s')
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    baseUrl,
    pid,
    rss: () => {
      try {
        const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
        return match ? Number(match[1]) * 1024 : null
      } catch {
        return null
      }
    },
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done()
        child.once('exit', () => done())
        child.kill(signal)
      }),
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    // On PGlite, take the data folder before listening (a second server stops here with the lock's
    // message) and serve the admin channel that `npm run ingest` and `npm run admin` use.
    const { holdDatabase } = await import('../src/pipeline/admin-channel.ts')
    await holdDatabase()
    await startServer(listenOptions())
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
