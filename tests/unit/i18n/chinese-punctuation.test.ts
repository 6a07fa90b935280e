// No ASCII colon, comma, semicolon or parenthesis inside a Chinese sentence (docs/glossary.md, "Style"):
// not in messages/cn.json, not in the content/*/cn pages, not in the source's Chinese literal strings,
// and not glued by code to a message (`{m.ads_col_store()}: …`, `${m.x()} (…)`, `.join(', ')` of words),
// which is how "店铺: …" reached the ad cards while every message was clean.

import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import {
  chineseMessages,
  chinesePages,
  chineseSourceStrings,
  HAN,
  parseSource,
  sourceFiles,
  type Text,
} from './chinese-texts'

/**
 * Texts that may keep an ASCII mark, each with its reason. A key is `where` (a message key as
 * `cn.json <key>`, a page as `content/<section>/cn/<file>:<line>`, a source as `<path>`) and the
 * excerpt that is allowed there.
 */
const ALLOWED: ReadonlyArray<{ where: string; excerpt: string; why: string }> = []

const PUNCTUATION = /[,:;()]/g
const LATIN = /[A-Za-z.&'’]/
const DIGIT = /[0-9]/

/** The words a reader sees: markdown, link targets, URLs, e-mails and code removed; placeholders read as Chinese. */
function visible(text: string): string {
  return text
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+\.\w+/g, ' ')
    .replace(/^\s*[-*>#|]+\s*/g, '')
    .replace(/\{\w+\}/g, '中')
}

function neighbour(text: string, from: number, step: -1 | 1): { char: string; gap: boolean } {
  let i = from + step
  let gap = false
  while (i >= 0 && i < text.length && /\s/.test(text[i] ?? '')) {
    gap = true
    i += step
  }
  return { char: text[i] ?? '', gap }
}

/**
 * The ASCII marks of a Chinese text that sit in a Chinese sentence, as short excerpts. A mark inside a
 * Latin name ("Sanrio Company, Ltd.", "Li Ning (China) Sports") or inside a number (1,000, 00:00) is
 * the name's or the number's own and passes.
 */
function asciiInChinese(raw: string): string[] {
  const text = visible(raw)
  if (!HAN.test(text)) return []
  const found: string[] = []
  for (const match of text.matchAll(PUNCTUATION)) {
    const at = match.index ?? 0
    const mark = match[0]
    const left = neighbour(text, at, -1)
    const right = neighbour(text, at, 1)
    if (mark === '(' || mark === ')') {
      const close = mark === '(' ? text.indexOf(')', at) : at
      const open = mark === '(' ? at : text.lastIndexOf('(', at)
      const inner = open >= 0 && close > open ? text.slice(open + 1, close) : ''
      const before = neighbour(text, open, -1).char
      const after = neighbour(text, close, 1).char
      const closed = open >= 0 && close > open && !HAN.test(inner)
      // Part of a Latin word or name: "http(s)", or a name in brackets between Latin words.
      const inWord = LATIN.test(before) && !neighbour(text, open, -1).gap
      if (closed && (inWord || (!HAN.test(before) && !HAN.test(after)))) continue
    } else {
      const number = DIGIT.test(left.char) && DIGIT.test(right.char) && !left.gap && !right.gap
      const latinPhrase = LATIN.test(left.char) && (LATIN.test(right.char) || DIGIT.test(right.char))
      if (number || (latinPhrase && !left.gap)) continue
    }
    found.push(text.slice(Math.max(0, at - 8), at + 8))
  }
  return found
}

function allowed(where: string, excerpt: string): boolean {
  return ALLOWED.some((entry) => where.startsWith(entry.where) && excerpt.includes(entry.excerpt))
}

function offenders(texts: Text[]): string[] {
  return texts.flatMap(({ where, text }) =>
    asciiInChinese(text)
      .filter((excerpt) => !allowed(where, excerpt))
      .map((excerpt) => `${where}: ${excerpt}`),
  )
}

/** A call of a message function: `m.key(...)`. */
function isMessageCall(node: ts.Node | undefined): boolean {
  if (!node || !ts.isCallExpression(node)) return false
  const callee = node.expression
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'm'
  )
}

/**
 * Code that glues ASCII marks to localized words: a JSX message followed by text starting with a mark
 * (`{m.x()}: `), a template literal with a mark next to a message (`${m.x()}: `, `(${m.x()})`), and
 * `.join` with an ASCII separator in a component (lists of words need 、 in Chinese).
 */
function gluedMarks(path: string): string[] {
  const file = parseSource(path)
  const found: string[] = []
  const at = (node: ts.Node) => `${path}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`
  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
      const children = node.children
      children.forEach((child, index) => {
        const next = children[index + 1]
        if (
          ts.isJsxExpression(child) &&
          isMessageCall(child.expression) &&
          next &&
          ts.isJsxText(next) &&
          /^\s*[,:;(]/.test(next.text)
        )
          found.push(`${at(child)}: ${child.getText(file)}${next.text.trimEnd()}`)
      })
    }
    if (ts.isTemplateExpression(node)) {
      const pieces = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
      node.templateSpans.forEach((span, index) => {
        if (!isMessageCall(span.expression)) return
        const before = pieces[index] ?? ''
        const after = pieces[index + 1] ?? ''
        if (/[,:;(]\s*$/.test(before) || /^\s*[,:;()]/.test(after))
          found.push(`${at(span)}: ${node.getText(file)}`)
      })
    }
    if (
      path.includes('/components/') &&
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'join'
    ) {
      const [separator] = node.arguments
      if (separator && ts.isStringLiteral(separator) && /[,:;]/.test(separator.text))
        found.push(`${at(node)}: ${node.getText(file)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

// Read once, outside the tests: parsing the source takes a few seconds on a busy machine.
const messages = chineseMessages()
const pages = chinesePages()
const sourceStrings = chineseSourceStrings()
const glued = sourceFiles().flatMap(gluedMarks)

describe('ASCII punctuation in Chinese sentences', () => {
  it('is found by the check, and Latin names and numbers keep theirs', () => {
    expect(asciiInChinese('店铺: Sunny Home')).toHaveLength(1)
    expect(asciiInChinese('是 Sanrio Company, Ltd. 的有效商标，类别 14, 16, 18')).toHaveLength(2)
    expect(asciiInChinese('是 Sanrio Company, Ltd. 的有效商标，第 14、16、18 类')).toEqual([])
    expect(asciiInChinese('Li Ning (China) Sports Goods Co., Ltd. 持有')).toEqual([])
    expect(asciiInChinese('{name} (账户菜单)')).toHaveLength(2)
    expect(asciiInChinese('标题最多 1,000 个字符，北京时间 00:00 重置')).toEqual([])
    expect(asciiInChinese('见 [价格](/pricing) 或 https://a.b/c?x=1,2')).toEqual([])
    expect(asciiInChinese('Only English: here, (none)')).toEqual([])
    expect(asciiInChinese('请输入公网的 http(s) 地址')).toEqual([])
  })

  it('is absent from messages/cn.json', () => {
    expect(offenders(messages)).toEqual([])
  })

  it('is absent from the content/*/cn pages', () => {
    expect(offenders(pages)).toEqual([])
  })

  it("is absent from the source's Chinese literal strings", () => {
    expect(sourceStrings.length).toBeGreaterThan(20)
    expect(offenders(sourceStrings)).toEqual([])
  })

  it('is never glued by code to a message', () => {
    const found = glued.filter(
      (hit) => !ALLOWED.some((entry) => hit.startsWith(entry.where) && hit.includes(entry.excerpt)),
    )
    expect(found).toEqual([])
  })

  it('every allow-list entry still matches something (no stale reasons)', () => {
    const everything = [...chineseMessages(), ...chinesePages(), ...chineseSourceStrings()].flatMap(
      ({ where, text }) => asciiInChinese(text).map((excerpt) => ({ where, excerpt })),
    )
    for (const entry of ALLOWED) {
      const used =
        everything.some(
          ({ where, excerpt }) => where.startsWith(entry.where) && excerpt.includes(entry.excerpt),
        ) || glued.some((hit) => hit.startsWith(entry.where) && hit.includes(entry.excerpt))
      expect(used, `${entry.where}: ${entry.why}`).toBe(true)
    }
  })
})
