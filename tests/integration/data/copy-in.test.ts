// copyIn (the products file's batches reach their stage this way, product-stage.ts): every value a
// snapshot row can carry must arrive as it was sent, whatever characters it holds, on both engines
// (COPY text on PGlite, JSON on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyRow, type Database } from '../../../src/server/db/client'
import { ENGINES } from '../../support/databases'

const TYPES = ['int', 'text', 'real', 'date', 'jsonb', 'text[]', 'int[]', 'boolean']

const ROWS: unknown[][] = [
  [1, 'plain', 4.8, '2026-11-27', ['/img/a.svg'], ['top-rated'], [1, 2], true],
  [
    2,
    'tab\there, line\nend, return\r, back\\slash, "quoted", 中文 标题, \\N as text',
    0.0001,
    '2000-02-29',
    { note: 'a "quote", a \\ and a\nnewline\t', list: [1, null] },
    ['a,b', '{brace}', 'quote"d', 'back\\slash', 'space d', 'NULL', '', null],
    [5, null, 5],
    false,
  ],
  [3, '', null, null, null, [], [], null],
  [4, null, -2.5, '2026-01-01', [], null, null, true],
]

const TEXT_ARRAYS = [
  '{top-rated}',
  '{"a,b","{brace}","quote\\"d","back\\\\slash","space d","NULL","",NULL}',
  '{}',
  null,
]

describe.each(ENGINES)('COPY in on $name', (engine) => {
  let db: Database
  beforeAll(async () => {
    db = await engine.open()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('stores every value exactly as sent, in a transaction and outside one', async () => {
    const columns = TYPES.map((type, i) => `c${i} ${type}`).join(', ')
    const target = { table: 'copy_in_check', columns: TYPES.map((_, i) => `c${i}`), types: TYPES }
    const read = async () =>
      db.query<Record<string, unknown>>(
        `SELECT c0, c1, c2, to_char(c3, 'YYYY-MM-DD') AS c3, c4, c5::text AS c5, c6, c7 FROM copy_in_check ORDER BY c0`,
      )
    await db.exec(`DROP TABLE IF EXISTS copy_in_check; CREATE TABLE copy_in_check (${columns})`)
    try {
      await db.copyIn(target, ROWS)
      const outside = await read()
      await db.exec('TRUNCATE copy_in_check')
      await db.transaction(async (tx) => {
        await tx.copyIn(target, ROWS)
      })
      const inside = await read()
      for (const rows of [outside, inside]) {
        expect(rows.map((r) => [r.c0, r.c1, r.c3, r.c4, r.c5, r.c6, r.c7])).toEqual(
          // The text arrays as PostgreSQL prints them: what was stored, NULL element included.
          ROWS.map((row, i) => [row[0], row[1], row[3], row[4], TEXT_ARRAYS[i], row[6], row[7]]),
        )
        expect(rows.map((r) => (r.c2 === null ? null : Number(r.c2)))).toEqual([
          expect.closeTo(4.8, 5),
          expect.closeTo(0.0001, 8),
          null,
          -2.5,
        ])
      }
    } finally {
      await db.exec('DROP TABLE IF EXISTS copy_in_check')
    }
  })

  it('rolls back with its transaction, and a malformed row fails the statement without a partial load', async () => {
    await db.exec('DROP TABLE IF EXISTS copy_in_check; CREATE TABLE copy_in_check (n int)')
    const target = { table: 'copy_in_check', columns: ['n'], types: ['int'] }
    try {
      await expect(
        db.transaction(async (tx) => {
          await tx.copyIn(target, [[1]])
          throw new Error('stop')
        }),
      ).rejects.toThrow('stop')
      await expect(db.copyIn(target, [[1], ['not a number']])).rejects.toThrow(/integer/)
      const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM copy_in_check')
      expect(count?.n).toBe(0)
      // The connection is usable after the failure.
      await db.copyIn(target, [[7]])
      const rows = await db.query<{ n: number }>('SELECT n FROM copy_in_check')
      expect(rows).toEqual([{ n: 7 }])
    } finally {
      await db.exec('DROP TABLE IF EXISTS copy_in_check')
    }
  })

  it('encodes COPY text with every escape, and refuses a number that is not finite', () => {
    expect(
      copyRow(['a\tb\\c\nd\re', null, ['x,"y"', null], { k: 'v\n' }], ['text', 'int', 'text[]', 'jsonb']),
    ).toBe('a\\tb\\\\c\\nd\\re\t\\N\t{"x,\\\\"y\\\\"",NULL}\t{"k":"v\\\\n"}\n')
    expect(() => copyRow([Number.NaN], ['int'])).toThrow(RangeError)
  })
})

describe.each(ENGINES)('steps of a long piece of work on $name', (engine) => {
  let db: Database
  beforeAll(async () => {
    db = await engine.open()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('run one at a time in the order asked, so a COPY and a query never share the connection', async () => {
    // The ingest queues the next batch's read (a COPY out) while the batch before is written.
    const order: string[] = []
    await db.inSteps((steps) =>
      Promise.all([
        steps.step(async (tx) => {
          order.push('copy')
          const text = await tx.copyOut('SELECT g, md5(g::text) FROM generate_series(1, 100000) AS g')
          order.push(`copied ${text.ends.length}`)
        }),
        steps.step(async (tx) => {
          order.push('query')
          const [row] = await tx.query<{ n: number }>('SELECT 1 AS n')
          order.push(`queried ${row?.n}`)
        }),
      ]),
    )
    expect(order).toEqual(['copy', 'copied 100000', 'query', 'queried 1'])
  })

  it('runs statements sent together in the order sent, and a failure among them undoes the step', async () => {
    // The products file sends a batch's writes without waiting for each answer (ingest.ts writeBatch).
    await db.exec('DROP TABLE IF EXISTS pipelined_check; CREATE TABLE pipelined_check (n int PRIMARY KEY)')
    const target = { table: 'pipelined_check', columns: ['n'], types: ['int'] }
    try {
      // Each statement reads what the ones before it wrote: in any other order the answers differ.
      const answers = await db.inSteps((steps) =>
        steps.step((tx) =>
          Promise.all([
            tx.exec('TRUNCATE pipelined_check'),
            tx.copyIn(target, [[1], [2]]),
            tx.query<{ n: number }>('SELECT count(*)::int AS n FROM pipelined_check'),
            tx.query('INSERT INTO pipelined_check SELECT max(n) + 1 FROM pipelined_check'),
            tx.query<{ n: number }>('SELECT max(n)::int AS n FROM pipelined_check'),
          ]),
        ),
      )
      expect(answers[2]).toEqual([{ n: 2 }])
      expect(answers[4]).toEqual([{ n: 3 }])
      // The second statement fails: that is the error reported, and neither its neighbours' rows stay.
      await expect(
        db.inSteps((steps) =>
          steps.step((tx) =>
            Promise.all([
              tx.query('INSERT INTO pipelined_check VALUES (10)'),
              tx.query('INSERT INTO pipelined_check VALUES (1)'),
              tx.query('INSERT INTO pipelined_check VALUES (11)'),
            ]),
          ),
        ),
      ).rejects.toThrow(/duplicate key/)
      const rows = await db.query<{ n: number }>('SELECT n FROM pipelined_check ORDER BY n')
      expect(rows.map((r) => r.n)).toEqual([1, 2, 3])
    } finally {
      await db.exec('DROP TABLE IF EXISTS pipelined_check')
    }
  })
})
