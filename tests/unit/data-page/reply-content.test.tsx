// A page's reply in its three states: refused (the refusal, in the page's words around the code's
// message), not here yet (the placeholder), here (the page's drawing of the data).
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ReplyContent } from '@/components/data-page/reply-content'
import { messageForCode } from '@/i18n/code-messages'
import { API_CODES } from '@/lib/api-codes'

type Reply = { code: number; data: { name: string } | null } | undefined
const render = (reply: Reply) =>
  renderToStaticMarkup(
    <ReplyContent
      reply={reply}
      message={(message) => `Could not load the ad: ${message}`}
      loadingTestId="ad-loading"
    >
      {(ad) => <h2>{ad.name}</h2>}
    </ReplyContent>,
  )

describe('ReplyContent', () => {
  it('draws the data once it is here', () => {
    expect(render({ code: API_CODES.success, data: { name: 'Garden hose' } })).toBe('<h2>Garden hose</h2>')
  })

  it('holds the place while the reply, or its data, is not here yet', () => {
    for (const reply of [undefined, { code: API_CODES.success, data: null }]) {
      const html = render(reply)
      expect(html).toContain('data-testid="ad-loading"')
      expect(html).not.toContain('<h2>')
    }
  })

  it('shows a refusal in the page’s words instead of the data', () => {
    const html = render({ code: API_CODES.invalidParameter, data: null })
    expect(html).toContain('role="alert"')
    expect(html).toContain(`Could not load the ad: ${messageForCode(API_CODES.invalidParameter)}`)
    expect(html).not.toContain('ad-loading')
  })
})
