// Loads, validates and renders the Markdown content once per process. The files are bundled into the
// server build by import.meta.glob, so serving a page reads memory, not the disk.
import { marked, type Tokens } from 'marked'
import sanitizeHtml from 'sanitize-html'
import * as v from 'valibot'
import { parse as parseYaml } from 'yaml'
import { type Locale, localizePath } from '@/lib/locale'
import {
  CONTENT_COLLECTIONS,
  type ContentCollection,
  type ContentDoc,
  type ContentSummary,
  SlugSchema,
} from './content.shared'

const rawFiles = import.meta.glob<string>('/content/**/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

const YamlDate = v.pipe(
  v.union([v.string(), v.date()]),
  v.transform((d) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10))),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-06-01'),
)

const FrontMatter = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  description: v.pipe(v.string(), v.minLength(1), v.maxLength(160)),
  keywords: v.optional(v.array(v.string()), []),
  date: v.optional(YamlDate),
  updated: v.optional(YamlDate),
  author: v.optional(v.string()),
  tags: v.optional(v.array(v.string()), []),
  readingMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})

export class ContentError extends Error {
  override name = 'ContentError'
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

/** Splits front matter from the Markdown body and checks it; a bad file fails loudly at start-up. */
export function parseContentFile(
  path: string,
  raw: string,
): { meta: v.InferOutput<typeof FrontMatter>; body: string } {
  const match = FRONT_MATTER.exec(raw)
  if (!match?.[1]) throw new ContentError(`${path}: missing front matter`)
  const result = v.safeParse(FrontMatter, parseYaml(match[1]))
  if (!result.success) {
    const issue = result.issues[0]
    throw new ContentError(`${path}: front matter ${v.getDotPath(issue) ?? ''} ${issue.message}`)
  }
  return { meta: result.output, body: raw.slice(match[0].length) }
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h2', 'h3', 'h4', 'del'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    // External links open in a new tab without handing the opener over.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? '')
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } : attribs,
      }
    },
  },
}

/** Markdown to sanitised HTML; in-app links get the language prefix of the text's language. */
export function renderMarkdown(body: string, locale: Locale): string {
  const html = marked.parse(body, {
    async: false,
    gfm: true,
    walkTokens: (token) => {
      if (token.type !== 'link') return
      const link = token as Tokens.Link
      if (link.href.startsWith('/') && !link.href.startsWith('//')) {
        link.href = localizePath(link.href, locale === 'cn' ? '/cn' : '')
      }
    },
  })
  return sanitizeHtml(html, SANITIZE)
}

type Catalogue = Map<string, ContentDoc>
let catalogue: Catalogue | undefined

const keyOf = (collection: ContentCollection, locale: Locale, slug: string) =>
  `${collection}/${locale}/${slug}`
const PATH = /^\/content\/([a-z]+)\/(en|cn)\/([^/]+)\.md$/

function load(): Catalogue {
  const docs: Catalogue = new Map()
  for (const [path, raw] of Object.entries(rawFiles)) {
    const match = PATH.exec(path)
    const collection = CONTENT_COLLECTIONS.find((c) => c === match?.[1])
    const locale = match?.[2] === 'cn' ? 'cn' : match?.[2] === 'en' ? 'en' : undefined
    const slug = match?.[3]
    if (!collection || !locale || !slug || !v.is(SlugSchema, slug)) {
      throw new ContentError(`${path}: expected content/<${CONTENT_COLLECTIONS.join('|')}>/<en|cn>/<slug>.md`)
    }
    const { meta, body } = parseContentFile(path, raw)
    docs.set(keyOf(collection, locale, slug), {
      collection,
      slug,
      title: meta.title,
      description: meta.description,
      keywords: meta.keywords,
      date: meta.date ?? null,
      updated: meta.updated ?? null,
      author: meta.author ?? null,
      tags: meta.tags,
      readingMinutes: meta.readingMinutes ?? null,
      html: renderMarkdown(body, locale),
    })
  }
  return docs
}

function docs(): Catalogue {
  catalogue ??= load()
  return catalogue
}

export function findContentDoc(
  collection: ContentCollection,
  locale: Locale,
  slug: string,
): ContentDoc | null {
  if (!v.is(SlugSchema, slug)) return null
  return docs().get(keyOf(collection, locale, slug)) ?? null
}

export function listContent(collection: ContentCollection, locale: Locale): ContentSummary[] {
  const prefix = `${collection}/${locale}/`
  const list: ContentSummary[] = []
  for (const [key, { html: _html, ...summary }] of docs()) {
    if (key.startsWith(prefix)) list.push(summary)
  }
  return list.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.slug.localeCompare(b.slug))
}
