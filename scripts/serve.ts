// Serves the production build: fingerprinted assets with long caching, public files, then the app.
// Used by `npm start` (scripts/start.ts), the browser tests and the benchmarks.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Server, serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

type AppModule = { default: { fetch: (request: Request) => Response | Promise<Response> } }

export async function startServer(options: {
  port: number
  hostname: string
  root?: string
  silent?: boolean
}): Promise<Server> {
  const root = options.root ?? process.cwd()
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
  return server
}
