import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const load = (locale: string): Record<string, string> => {
  const json: Record<string, unknown> = JSON.parse(
    readFileSync(resolve(import.meta.dirname, `../../../messages/${locale}.json`), 'utf8'),
  )
  return Object.fromEntries(
    Object.entries(json).filter(
      (entry): entry is [string, string] => !entry[0].startsWith('$') && typeof entry[1] === 'string',
    ),
  )
}
const en = load('en')
const cn = load('cn')
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('message files', () => {
  it('have exactly the same keys in English and Chinese', () => {
    expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort())
  })

  it('have no empty text', () => {
    for (const [key, text] of [...Object.entries(en), ...Object.entries(cn)]) {
      expect(text.trim(), key).not.toBe('')
    }
  })

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(en)) {
      expect(placeholders(cn[key] ?? ''), key).toEqual(placeholders(en[key] ?? ''))
    }
  })

  it('actually translate: most Chinese texts contain Chinese characters', () => {
    const translated = Object.values(cn).filter((text) => /[\u4e00-\u9fff]/.test(text)).length
    expect(translated / Object.keys(cn).length).toBeGreaterThan(0.9)
  })
})
