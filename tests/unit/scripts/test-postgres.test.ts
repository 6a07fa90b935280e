// How `npm test` decides about PostgreSQL (scripts/test-postgres.ts): a given URL is used as it is, an
// explicit --no-postgres is a skip with its reason, and the list of suites a skip affects names every
// integration file that runs on PostgreSQL, the two-server suite included.
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { planPostgres, suitesNeedingPostgres } from '../../../scripts/test-postgres'

const ROOT = resolve(import.meta.dirname, '../../..')

describe('npm test and PostgreSQL', () => {
  it('uses TEST_DATABASE_URL as given, and says why when told to skip', async () => {
    const url = 'postgres://u:p@127.0.0.1:5432/x'
    expect(await planPostgres({ TEST_DATABASE_URL: url }, ROOT)).toEqual({ kind: 'given', url })
    expect(await planPostgres({ TEST_DATABASE_URL: url }, ROOT, { skip: true })).toEqual({
      kind: 'skip',
      reason: '--no-postgres was given',
    })
  })

  it('names every integration file that runs on PostgreSQL, and no other', () => {
    const suites = suitesNeedingPostgres(ROOT)
    expect(suites).toContain('tests/integration/hardening/two-servers.test.ts')
    expect(suites).toContain('tests/integration/accounts/quota.test.ts')
    expect(suites).toContain('tests/integration/payments/webhooks.test.ts')
    expect(suites.every((s) => s.startsWith('tests/integration/') && s.endsWith('.test.ts'))).toBe(true)
    // The HTTP-only suites run on PGlite alone by design: not listed as missing anything.
    expect(suites).not.toContain('tests/integration/hardening/http-hardening.test.ts')
  })
})
