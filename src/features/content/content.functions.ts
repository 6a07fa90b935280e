import { createServerFn } from '@tanstack/react-start'
import { findContentDoc, listContent } from './content.server'
import { BlogListInput, ContentDocInput } from './content.shared'

// The language is an input, not read from the request: a server-function call does not carry the
// page's URL prefix, and the cache key must name the language anyway.
export const getContentDoc = createServerFn({ method: 'GET' })
  .validator(ContentDocInput)
  .handler(({ data }) => findContentDoc(data.collection, data.locale, data.slug))

export const getBlogList = createServerFn({ method: 'GET' })
  .validator(BlogListInput)
  .handler(({ data }) => listContent('blog', data.locale))
