// docs/glossary.md is the one list of names and of the words not to use; this test holds every Chinese
// text to it: the avoided words, full-width punctuation, 您, and the chosen spacing rule (a space between
// Chinese and Latin letters or digits).
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { QUOTA_FEATURE_IDS, QUOTA_FEATURES } from '@/config/quotas'

const ROOT = resolve(import.meta.dirname, '../../..')
const AVOID_HEADER = '不要用'

type Text = { where: string; text: string }

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim())
}

/** Every word of the "不要用 (avoid)" column of every table in the glossary. */
function avoidedWords(markdown: string): string[] {
  const words: string[] = []
  let column = -1
  for (const line of markdown.split('\n')) {
    if (!line.trim().startsWith('|')) {
      column = -1
      continue
    }
    const cells = tableCells(line)
    const header = cells.findIndex((cell) => cell.startsWith(AVOID_HEADER))
    if (header !== -1) {
      column = header
      continue
    }
    if (column === -1 || cells.every((cell) => /^:?-+:?$/.test(cell))) continue
    for (const word of (cells[column] ?? '').split('、')) {
      const clean = word.replace(/`/g, '').trim()
      if (clean) words.push(clean)
    }
  }
  return words
}

function chineseMessages(): Text[] {
  const json: Record<string, unknown> = JSON.parse(readFileSync(join(ROOT, 'messages/cn.json'), 'utf8'))
  return Object.entries(json).flatMap(([key, value]) =>
    key.startsWith('$') || typeof value !== 'string' ? [] : [{ where: `cn.json ${key}`, text: value }],
  )
}

function frontMatterStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(frontMatterStrings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(frontMatterStrings)
  return []
}

function chinesePages(): Text[] {
  const texts: Text[] = []
  for (const section of readdirSync(join(ROOT, 'content'))) {
    const dir = join(ROOT, 'content', section, 'cn')
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.md'))) {
      const source = readFileSync(join(dir, file), 'utf8')
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source)
      const where = `content/${section}/cn/${file}`
      const body = match ? (match[2] ?? '') : source
      if (match) {
        for (const text of frontMatterStrings(parseYaml(match[1] ?? ''))) texts.push({ where, text })
      }
      body.split('\n').forEach((line, index) => {
        texts.push({ where: `${where}:${index + 1}`, text: line })
      })
    }
  }
  return texts
}

function quotaNames(): Text[] {
  return QUOTA_FEATURE_IDS.map((id) => ({ where: `quota ${id}`, text: QUOTA_FEATURES[id].nameCn }))
}

/** The visible words of a line: markdown syntax, link targets, URLs, code and placeholders removed. */
function prose(text: string): string {
  return text
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[[\]*#>]/g, '')
    .replace(/\{\w+\}/g, '')
}

const CJK = '\\u3400-\\u9fff'
const HAN = new RegExp(`[${CJK}]`)
// The spacing rule: a Chinese character never touches a Latin letter or a digit. 万 and 亿 after a
// digit are part of a compact number (1.6万), not prose.
const MISSING_SPACE = new RegExp(`[${CJK}][A-Za-z0-9]|[A-Za-z0-9](?![万亿])[${CJK}]`)
const HALF_WIDTH_PUNCTUATION = new RegExp(`[${CJK}][,:;!?()"]|[,:;!?()"][${CJK}]`)

function excerpt(text: string, pattern: RegExp): string {
  const index = text.search(pattern)
  return text.slice(Math.max(0, index - 8), index + 10)
}

const glossary = readFileSync(join(ROOT, 'docs/glossary.md'), 'utf8')
const chinese = [...chineseMessages(), ...chinesePages(), ...quotaNames()]

describe('docs/glossary.md', () => {
  it('lists the words not to use, including the known wrong variants', () => {
    const words = avoidedWords(glossary)
    for (const known of ['排行榜', '评论', '成员账号', '资源下载', '追踪', '产品', '你', '循环佣金']) {
      expect(words).toContain(known)
    }
  })

  it('never avoids a word the glossary itself prescribes', () => {
    const prescribed = glossary
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) => tableCells(line)[1] ?? '')
    for (const word of avoidedWords(glossary)) {
      for (const name of prescribed) expect(name.includes(word), `${word} inside ${name}`).toBe(false)
    }
  })
})

describe('Chinese texts', () => {
  const words = avoidedWords(glossary)

  it('use no word the glossary says not to use', () => {
    const found = chinese.flatMap(({ where, text }) =>
      words.filter((word) => prose(text).includes(word)).map((word) => `${where}: ${word}`),
    )
    expect(found).toEqual([])
  })

  it('put a space between Chinese and Latin letters or digits', () => {
    const found = chinese
      .map(({ where, text }) => ({ where, text: prose(text) }))
      .filter(({ text }) => MISSING_SPACE.test(text))
      .map(({ where, text }) => `${where}: ${excerpt(text, MISSING_SPACE)}`)
    expect(found).toEqual([])
  })

  it('use full-width punctuation next to Chinese characters', () => {
    const found = chinese
      .map(({ where, text }) => ({ where, text: prose(text) }))
      .filter(({ text }) => HAN.test(text) && HALF_WIDTH_PUNCTUATION.test(text))
      .map(({ where, text }) => `${where}: ${excerpt(text, HALF_WIDTH_PUNCTUATION)}`)
    expect(found).toEqual([])
  })
})

describe('the checks themselves', () => {
  it('catch a missing space, half-width punctuation and an avoided word', () => {
    expect(MISSING_SPACE.test(prose('近30天销量'))).toBe(true)
    expect(MISSING_SPACE.test(prose('近 30 天销量，1.6万'))).toBe(false)
    expect(MISSING_SPACE.test(prose('见[价格页](/pricing)'))).toBe(false)
    expect(HALF_WIDTH_PUNCTUATION.test('套餐:免费版')).toBe(true)
    expect(HALF_WIDTH_PUNCTUATION.test('套餐：免费版')).toBe(false)
    expect(
      avoidedWords('| a | 中文 | 不要用 (avoid) |\n|---|---|---|\n| b | 榜单 | 排行榜、`排名榜` |'),
    ).toEqual(['排行榜', '排名榜'])
  })
})
