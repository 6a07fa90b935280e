// The quota table's generated half (scripts/compile-quotas.ts): each domain's rows from its own folder,
// merged in `order`, and a row that breaks a rule stops the compile with its file and the rule.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { composeQuotaTable, GENERATED_PATH, readQuotaSources } from '../../../scripts/compile-quotas.ts'
import { QUOTA_FEATURE_IDS } from '../../../src/config/quotas'

const ROOT = resolve(import.meta.dirname, '../../..')

const row = (order: number, routes: string[], extra: Record<string, unknown> = {}) => ({
  order,
  routes,
  limits: [3, 'unlimited', 100, 300, 'unlimited'],
  nameEn: 'Name',
  nameCn: '名称',
  ...extra,
})
const file = (path: string, rows: Record<string, unknown>) => ({ path, text: JSON.stringify(rows) })
/** The feature ids of a generated module, in its order. */
const idsOf = (module: string) => [...module.matchAll(/^ {2}"([^"]+)": \{$/gm)].map((match) => match[1])

describe('compile-quotas', () => {
  it('merges the domains’ rows in their order, whatever file they come from', () => {
    const module = composeQuotaTable([
      file('src/features/b/b.quota.json', {
        'b-list': row(20, ['b-list']),
        'b-detail': row(40, ['b-detail']),
      }),
      file('src/features/a/a.quota.json', {
        'a-list': row(30, ['a-list', 'a-list-new'], { freeRule: 'first-page' }),
      }),
    ])
    expect(idsOf(module)).toEqual(['b-list', 'a-list', 'b-detail'])
    expect(module).toContain('freeRule: "first-page",')
    expect(module).toContain('routes: ["a-list","a-list-new"],')
    expect(module).not.toMatch(/^ +order:/m)
  })

  it.each([
    [
      'a feature declared twice',
      { x: row(1, ['x']) },
      { x: row(2, ['y']) },
      /feature "x" is declared in .*a\.quota\.json too/,
    ],
    [
      'a route counted by two features',
      { x: row(1, ['r']) },
      { y: row(2, ['r']) },
      /route "r" is declared in/,
    ],
    ['two rows in one place', { x: row(1, ['x']) }, { y: row(1, ['y']) }, /order 1 is declared in/],
  ])('refuses %s across two domains', (_name, first, second, message) => {
    expect(() =>
      composeQuotaTable([
        file('src/features/a/a.quota.json', first),
        file('src/features/b/b.quota.json', second),
      ]),
    ).toThrow(message)
  })

  it.each([
    ['four limits', row(1, ['x'], { limits: [1, 2, 3, 4] }), /x: limits: five entries/],
    ['a negative limit', row(1, ['x'], { limits: [-1, 2, 3, 4, 5] }), /x: limits: five entries/],
    ['a limit in words', row(1, ['x'], { limits: ['many', 2, 3, 4, 5] }), /x: limits: five entries/],
    ['no route', row(1, []), /x: routes: a non-empty list/],
    [
      'an unknown free rule',
      row(1, ['x'], { freeRule: 'first-3-pages' }),
      /x: freeRule: one of first-page, last-7-days/,
    ],
    ['a misspelt field', row(1, ['x'], { freeRules: 'first-page' }), /x: unknown field freeRules/],
    ['no Chinese name', row(1, ['x'], { nameCn: ' ' }), /x: nameEn and nameCn/],
    ['a fractional order', row(1.5, ['x']), /x: order: a whole number/],
  ])('refuses a row with %s, naming its file', (_name, bad, message) => {
    expect(() => composeQuotaTable([file('src/features/a/a.quota.json', { x: bad })])).toThrow(
      new RegExp(`^src/features/a/a\\.quota\\.json: ${message.source}`),
    )
  })

  it('refuses a file that is not JSON, or not an object of rows', () => {
    expect(() => composeQuotaTable([{ path: 'a.quota.json', text: '{ "x": ' }])).toThrow(
      /^a\.quota\.json: not JSON/,
    )
    expect(() => composeQuotaTable([{ path: 'a.quota.json', text: '[]' }])).toThrow(/an object of feature id/)
    expect(() => composeQuotaTable([file('a.quota.json', { Bad_Id: row(1, ['x']) })])).toThrow(
      /not kebab-case/,
    )
  })

  it('the generated file in the tree is what the domains’ files compile to, and the table holds each row once', () => {
    const sources = readQuotaSources(ROOT)
    expect(sources.length).toBeGreaterThan(0)
    expect(readFileSync(resolve(ROOT, GENERATED_PATH), 'utf8')).toBe(composeQuotaTable(sources))
    // The domains' rows, then data-export (owned by no one domain), each once.
    expect(QUOTA_FEATURE_IDS.at(-1)).toBe('data-export')
    expect(new Set(QUOTA_FEATURE_IDS).size).toBe(QUOTA_FEATURE_IDS.length)
    expect(QUOTA_FEATURE_IDS.slice(0, -1)).toEqual(idsOf(composeQuotaTable(sources)))
  })
})
