// Content pages written in Markdown under content/<collection>/<locale>/<slug>.md (blog, policies,
// plug-in landing pages and catch-all pages). Types and input schemas, safe for client code.
import * as v from 'valibot'
import { LOCALES } from '@/lib/locale'

export const CONTENT_COLLECTIONS = ['blog', 'policy', 'plugin', 'pages'] as const
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number]

/** Slugs are lowercase words joined by dashes; anything else is not a content page. */
export const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(120))

export const ContentDocInput = v.object({
  collection: v.picklist(CONTENT_COLLECTIONS),
  slug: v.string(),
  locale: v.picklist(LOCALES),
})
export type ContentDocInput = v.InferOutput<typeof ContentDocInput>

export const BlogListInput = v.object({ locale: v.picklist(LOCALES) })

export type ContentSummary = {
  collection: ContentCollection
  slug: string
  title: string
  description: string
  keywords: string[]
  date: string | null
  updated: string | null
  author: string | null
  tags: string[]
  readingMinutes: number | null
}

export type ContentDoc = ContentSummary & { html: string }
