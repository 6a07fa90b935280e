// setupFiles of the integration project: test workers after the first get a PostgreSQL database of their
// own beside TEST_DATABASE_URL's (<name>_w2, …), created on first use, so two files can run at once
// (npm test passes --maxWorkers=2) although the data suites truncate and load the catalogue tables.
// Worker 1, and every run with one worker, uses TEST_DATABASE_URL as given.
import postgres from 'postgres'

const given = process.env.TEST_DATABASE_URL
const worker = Number(process.env.VITEST_POOL_ID ?? '1')

if (given && worker > 1) {
  const url = new URL(given)
  const name = `${url.pathname.slice(1)}_w${worker}`
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`not a plain database name: ${name}`)
  const admin = postgres(given, { max: 1, onnotice: () => {} })
  try {
    const [found] = await admin`SELECT 1 AS one FROM pg_database WHERE datname = ${name}`
    if (!found) {
      await admin.unsafe(`CREATE DATABASE ${name}`).catch((error: unknown) => {
        // Another run made it meanwhile (42P04, duplicate_database): it is there, which is all we need.
        if (!(error instanceof postgres.PostgresError && error.code === '42P04')) throw error
      })
    }
  } finally {
    await admin.end()
  }
  url.pathname = `/${name}`
  process.env.TEST_DATABASE_URL = url.toString()
}
