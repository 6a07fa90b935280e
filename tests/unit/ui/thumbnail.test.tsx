// A picture beside a name: decorative (empty alt), its square reserved before it loads, loaded when
// scrolled near unless told otherwise, and sized inline when the caller gives the size at run time.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Thumbnail } from '@/components/ui/thumbnail'

describe('Thumbnail', () => {
  it('is decorative, reserves its square and loads lazily', () => {
    expect(renderToStaticMarkup(<Thumbnail src="/p.jpg" size={40} className="size-10 rounded" />)).toBe(
      '<img src="/p.jpg" alt="" width="40" height="40" loading="lazy" class="size-10 rounded"/>',
    )
  })

  it('loads at once when it is on screen from the start', () => {
    const html = renderToStaticMarkup(<Thumbnail src="/s.png" size={48} className="size-12" lazy={false} />)
    expect(html).not.toContain('loading=')
  })

  it('pins a run-time size inline', () => {
    const html = renderToStaticMarkup(<Thumbnail src="/p.jpg" size={56} className="rounded" pinned />)
    expect(html).toContain('style="width:56px;height:56px"')
  })
})
