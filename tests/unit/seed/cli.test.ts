import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseSeedArgs, resolveSeedOptions, runSeed, UsageError, yesterdayUtc } from '../../../scripts/seed'

describe('seed command line', () => {
  it('fills in the defaults for each scale', () => {
    expect(parseSeedArgs(['--scale', 'demo'])).toMatchObject({ scale: 'demo', ingest: true })
    const demo = resolveSeedOptions({ scale: 'demo' })
    expect(demo).toMatchObject({ days: 90, seed: 1, products: 50_000, until: yesterdayUtc(), ingest: true })
    expect(demo.outDir).toBe(resolve('.data/snapshots/demo'))
    expect(resolveSeedOptions({ scale: 'bench' })).toMatchObject({ days: 30, products: 1_000_000 })
    expect(yesterdayUtc(Date.UTC(2026, 0, 1, 0, 30))).toBe('2025-12-31')
  })

  it('reads every flag', () => {
    const options = parseSeedArgs([
      '--scale',
      'bench',
      '--days',
      '14',
      '--seed',
      '9',
      '--until',
      '2026-05-01',
      '--out',
      '/tmp/x',
      '--products',
      '5000',
      '--no-ingest',
    ])
    expect(options).toEqual({
      scale: 'bench',
      days: 14,
      seed: 9,
      until: '2026-05-01',
      outDir: '/tmp/x',
      products: 5000,
      ingest: false,
    })
    expect(parseSeedArgs(['--help'])).toBe('help')
  })

  it.each([
    [['--scale', 'huge'], /--scale must be demo or bench/],
    [['--days', '1'], /--days must be a whole number from 2 to 730/],
    [['--days', 'ten'], /--days must be a whole number/],
    [['--seed', '-3'], /--seed/],
    [['--until', '2026-02-30'], /--until must be a real date/],
    [['--until', '05/01/2026'], /--until must be a real date/],
    [['--products', '10'], /--products/],
    [['--frobnicate'], /frobnicate/],
    [['extra'], /extra/],
  ])('rejects %j with a clear message', (argv, message) => {
    expect(() => parseSeedArgs(argv)).toThrow(UsageError)
    expect(() => parseSeedArgs(argv)).toThrow(message)
  })
})

describe('runSeed', () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  it('generates without ingesting and reports files, counts and sizes', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'shopsight-cli-'))
    dirs.push(outDir)
    const lines: string[] = []
    const result = await runSeed({
      scale: 'demo',
      products: 300,
      days: 6,
      until: '2026-04-30',
      outDir,
      ingest: false,
      log: (line) => lines.push(line),
    })
    expect(result.files).toHaveLength(12)
    expect(result.sizes.every((size) => size > 0)).toBe(true)
    expect(result.counts.products_daily).toBe(300)
    expect(result.ingest).toBeUndefined()
    expect(lines[0]).toMatch(/300 products, 6 days to 2026-04-30, seed 1/)
  }, 60_000)
})
