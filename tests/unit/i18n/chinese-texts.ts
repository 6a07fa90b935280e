// Every Chinese text a seller can read, gathered once for the glossary and punctuation tests: the
// messages, the content pages, the quota table's Chinese names and the Chinese literal strings of the
// source (string and template literals and JSX text that contain a Chinese character).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { parse as parseYaml } from 'yaml'
import { QUOTA_FEATURE_IDS, QUOTA_FEATURES } from '@/config/quotas'

export const ROOT = resolve(import.meta.dirname, '../../..')

export type Text = { where: string; text: string }

const CJK = '\\u3400-\\u9fff'
export const HAN = new RegExp(`[${CJK}]`)

export function chineseMessages(): Text[] {
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

/** The lines of every `content/<section>/cn/*.md` page, its front matter's strings included. */
export function chinesePages(): Text[] {
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

export function quotaNames(): Text[] {
  return QUOTA_FEATURE_IDS.map((id) => ({ where: `quota ${id}`, text: QUOTA_FEATURES[id].nameCn }))
}

/**
 * Source folders whose Chinese is marketplace data, not copy: the demo-data generator writes product
 * titles, category names and marks the way marketplace listings spell them ("V领", "2件装"), and the
 * compiled message bundle repeats messages/cn.json.
 */
const DATA_SOURCES = ['src/pipeline/seed/', 'src/paraglide/']

export function sourceFiles(): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path)
    }
  }
  walk(join(ROOT, 'src'))
  return files
    .map((path) => relative(ROOT, path))
    .filter(
      (path) => !DATA_SOURCES.some((folder) => path.startsWith(folder)) && path !== 'src/routeTree.gen.ts',
    )
}

const parsed = new Map<string, ts.SourceFile>()

/** A source file's syntax tree, parsed once per test file (the walk reads a few hundred files). */
export function parseSource(path: string): ts.SourceFile {
  const cached = parsed.get(path)
  if (cached) return cached
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const file = ts.createSourceFile(
    path,
    readFileSync(join(ROOT, path), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    kind,
  )
  parsed.set(path, file)
  return file
}

/** The literal text pieces of a source file: strings, template pieces and JSX text, with their line. */
export function literalTexts(file: ts.SourceFile): Text[] {
  const texts: Text[] = []
  const add = (node: ts.Node, text: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1
    texts.push({ where: `${file.fileName}:${line}`, text })
  }
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text)
    else if (ts.isTemplateExpression(node)) {
      // The pieces joined with a stand-in for each interpolation, so a sentence reads whole.
      add(node, [node.head.text, ...node.templateSpans.map((span) => `{x}${span.literal.text}`)].join(''))
    } else if (ts.isJsxText(node)) add(node, node.text)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return texts
}

/** The Chinese literal strings of the source (those with at least one Chinese character). */
export function chineseSourceStrings(): Text[] {
  return sourceFiles()
    .filter((path) => HAN.test(readFileSync(join(ROOT, path), 'utf8')))
    .flatMap((path) => literalTexts(parseSource(path)).filter(({ text }) => HAN.test(text)))
}

/** Every Chinese text: messages, content pages, quota names and source literals. */
export function allChineseTexts(): Text[] {
  return [...chineseMessages(), ...chinesePages(), ...quotaNames(), ...chineseSourceStrings()]
}
