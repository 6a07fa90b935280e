// docs/glossary.md is the one list of names and of the words not to use; this test holds every Chinese
// text to it (messages, content/*/cn pages, quota names and the Chinese literal strings in src): the
// avoided words, full-width punctuation, 您, and the chosen spacing rule (a space between Chinese and
// Latin letters or digits).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  chineseMessages,
  chinesePages,
  chineseSourceStrings,
  HAN,
  quotaNames,
  ROOT,
  type Text,
} from './chinese-texts'

const AVOID_HEADER = '不要用'
const ALLOWED_HEADER = '允许'

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim())
}

/** The body rows of every table whose header has a column starting with `header`, and that column. */
function tableRows(markdown: string, header: string): Array<{ cells: string[]; column: number }> {
  const rows: Array<{ cells: string[]; column: number }> = []
  let column = -1
  for (const line of markdown.split('\n')) {
    if (!line.trim().startsWith('|')) {
      column = -1
      continue
    }
    const cells = tableCells(line)
    const found = cells.findIndex((cell) => cell.startsWith(header))
    if (found !== -1) {
      column = found
      continue
    }
    if (column === -1 || cells.every((cell) => /^:?-+:?$/.test(cell))) continue
    rows.push({ cells, column })
  }
  return rows
}

const words = (cell: string | undefined) =>
  (cell ?? '')
    .split('、')
    .map((word) => word.replace(/`/g, '').trim())
    .filter(Boolean)

/** Every word of the "不要用 (avoid)" column of every table in the glossary. */
function avoidedWords(markdown: string): string[] {
  return tableRows(markdown, AVOID_HEADER).flatMap(({ cells, column }) => words(cells[column]))
}

/**
 * The glossary's "允许 (allowed in)" table: an avoided word that is right inside some longer words
 * (账户 in 支付宝账户, the money side), as word → the longer words it may appear in.
 */
function allowedCompounds(markdown: string): Map<string, string[]> {
  return new Map(
    tableRows(markdown, ALLOWED_HEADER).map(({ cells, column }) => [
      words(cells[0])[0] ?? '',
      words(cells[column]),
    ]),
  )
}

/** The text with the allowed longer words blanked out, so the avoided word is matched only alone. */
function withoutAllowed(text: string, allowed: Map<string, string[]>): string {
  let out = text
  for (const compounds of allowed.values()) for (const c of compounds) out = out.replaceAll(c, '□')
  return out
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
// The spacing rule: a Chinese character never touches a Latin letter or a digit. 万 and 亿 after a
// digit are part of a compact number (1.6万), not prose.
const MISSING_SPACE = new RegExp(`[${CJK}][A-Za-z0-9]|[A-Za-z0-9](?![万亿])[${CJK}]`)
const HALF_WIDTH_PUNCTUATION = new RegExp(`[${CJK}][,:;!?()"]|[,:;!?()"][${CJK}]`)

function excerpt(text: string, pattern: RegExp): string {
  const index = text.search(pattern)
  return text.slice(Math.max(0, index - 8), index + 10)
}

const glossary = readFileSync(join(ROOT, 'docs/glossary.md'), 'utf8')
const messages = chineseMessages()
const pages = chinesePages()
const sources = chineseSourceStrings()
const chinese: Text[] = [...messages, ...pages, ...quotaNames(), ...sources]

describe('docs/glossary.md', () => {
  it('lists the words not to use, including the known wrong variants', () => {
    const words = avoidedWords(glossary)
    for (const known of ['排行榜', '评论', '成员账号', '资源下载', '追踪', '产品', '你', '循环佣金']) {
      expect(words).toContain(known)
    }
  })

  it('never avoids a word the glossary itself prescribes', () => {
    const prescribed = tableRows(glossary, AVOID_HEADER).map(({ cells }) => cells[1] ?? '')
    for (const word of avoidedWords(glossary)) {
      for (const name of prescribed) expect(name.includes(word), `${word} inside ${name}`).toBe(false)
    }
  })
})

describe('Chinese texts', () => {
  const avoided = avoidedWords(glossary)
  const allowed = allowedCompounds(glossary)

  it('are all read: messages, every content/*/cn page and the Chinese strings in src', () => {
    expect(messages.length).toBeGreaterThan(1000)
    const pageFiles = new Set(pages.map(({ where }) => where.replace(/:\d+$/, '')))
    expect(pageFiles.size).toBeGreaterThanOrEqual(16)
    expect(pages.filter(({ text }) => HAN.test(text)).length).toBeGreaterThan(500)
    expect(sources.length).toBeGreaterThan(20)
    expect(sources.some(({ where }) => where.startsWith('src/features/'))).toBe(true)
  })

  it('use no word the glossary says not to use', () => {
    const found = chinese.flatMap(({ where, text }) =>
      avoided
        .filter((word) => withoutAllowed(prose(text), allowed).includes(word))
        .map((word) => `${where}: ${word}`),
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
    const allowed = allowedCompounds(
      '| Word | 允许 (allowed in) | Why |\n|---|---|---|\n| 账户 | 支付宝账户 | money |',
    )
    expect(withoutAllowed('注册账户', allowed).includes('账户')).toBe(true)
    expect(withoutAllowed('退回支付宝账户', allowed).includes('账户')).toBe(false)
  })
})
