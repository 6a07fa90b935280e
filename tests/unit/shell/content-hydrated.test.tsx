// The mark every route's component carries (src/components/shell/content-hydrated.tsx). The server makes
// a router per request over one shared route tree, so the wrapping must happen once: wrapped again on
// every request, the component tree grew a level a request and the server's useId values (which follow
// the tree) stopped matching the browser's, failing hydration.
import type { RouteComponent } from '@tanstack/react-router'
import { useId } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { withContentHydratedMark } from '@/components/shell/content-hydrated'

function Page() {
  const id = useId()
  return <label htmlFor={id}>name</label>
}

describe('withContentHydratedMark', () => {
  it('wraps a component once, however often a router is made', () => {
    const once = withContentHydratedMark(Page)
    expect(once).not.toBe(Page)
    let again = once
    for (let request = 0; request < 5; request++) again = withContentHydratedMark(again)
    expect(again).toBe(once)
  })

  it('renders the page and nothing else, with the ids the page alone would have under the same parent', () => {
    const Once = withContentHydratedMark(Page)
    const Twice = withContentHydratedMark(Once)
    const html = renderToString(<Once />)
    expect(html).toMatch(/^<label for="[^"]+">name<\/label>$/)
    expect(renderToString(<Twice />)).toBe(html)
  })

  it("keeps a split route's preload, through which the router loads its chunk", async () => {
    let loaded = 0
    const Split: RouteComponent = Object.assign(() => <p>split</p>, {
      preload: async () => {
        loaded += 1
      },
    })
    const wrapped = withContentHydratedMark(Split)
    await wrapped.preload?.()
    expect(loaded).toBe(1)
    expect(withContentHydratedMark(() => <p>plain</p>).preload).toBeUndefined()
  })
})
