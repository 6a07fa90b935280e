// Starts the production build (dist/) in this process on a free loopback port, as `npm start` serves it.
// `npm test` builds before the integration and browser suites run.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { startServer } from '../../scripts/serve.ts'

export type TestServer = { baseUrl: string; close: () => Promise<void> }

export async function startTestServer(): Promise<TestServer> {
  const root = resolve(import.meta.dirname, '../..')
  if (!existsSync(resolve(root, 'dist/server/server.js'))) {
    throw new Error('No production build: run `npm run build` first (npm test does it for you).')
  }
  const server = await startServer({ port: 0, hostname: '127.0.0.1', root, silent: true })
  const url = server.url
  if (!url) throw new Error('The test server did not report its address')
  return {
    baseUrl: url.replace(/\/+$/, ''),
    close: () => server.close(true),
  }
}
