import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  findContentDoc,
  listContent,
  parseContentFile,
  renderMarkdown,
} from '@/features/content/content.server'
import { CONTENT_COLLECTIONS } from '@/features/content/content.shared'

const root = resolve(import.meta.dirname, '../../../content')

describe('content files', () => {
  it('exist in both languages with the same slugs', () => {
    for (const collection of CONTENT_COLLECTIONS) {
      const slugs = (locale: string) => readdirSync(resolve(root, collection, locale)).sort()
      expect(slugs('cn'), collection).toEqual(slugs('en'))
    }
  })

  it('all load, with titles and descriptions of at most 160 characters', () => {
    for (const collection of CONTENT_COLLECTIONS) {
      for (const locale of ['en', 'cn'] as const) {
        for (const file of readdirSync(resolve(root, collection, locale))) {
          const doc = findContentDoc(collection, locale, file.replace(/\.md$/, ''))
          expect(doc, `${collection}/${locale}/${file}`).not.toBeNull()
          expect(doc?.description.length).toBeLessThanOrEqual(160)
          expect(doc?.html.length).toBeGreaterThan(500)
        }
      }
    }
  })

  it('give the blog at least three articles per language, newest first', () => {
    for (const locale of ['en', 'cn'] as const) {
      const posts = listContent('blog', locale)
      expect(posts.length).toBeGreaterThanOrEqual(3)
      const dates = posts.map((p) => p.date ?? '')
      expect(dates).toEqual([...dates].sort().reverse())
    }
  })

  it('answer null for unknown or malformed slugs', () => {
    expect(findContentDoc('blog', 'en', 'no-such-post')).toBeNull()
    expect(findContentDoc('pages', 'en', '../policy/en/privacy')).toBeNull()
    expect(findContentDoc('pages', 'en', 'About')).toBeNull()
  })
})

describe('markdown rendering', () => {
  it('strips scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1))',
      'en',
    )
    expect(html).not.toMatch(/<script|onerror|javascript:/i)
  })

  it('prefixes in-app links for Chinese text and opens external links in a new tab', () => {
    expect(renderMarkdown('[p](/pricing)', 'cn')).toContain('href="/cn/pricing"')
    expect(renderMarkdown('[p](/pricing)', 'en')).toContain('href="/pricing"')
    const external = renderMarkdown('[t](https://example.com)', 'en')
    expect(external).toContain('target="_blank"')
    expect(external).toContain('rel="noopener noreferrer nofollow"')
  })

  it('rejects a file without front matter or with a too-long description, naming the file', () => {
    expect(() => parseContentFile('content/x.md', '# no front matter')).toThrow('content/x.md')
    expect(() =>
      parseContentFile('content/y.md', `---\ntitle: T\ndescription: ${'d'.repeat(161)}\n---\nbody`),
    ).toThrow(/description/)
  })
})
