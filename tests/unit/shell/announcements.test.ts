import { describe, expect, it } from 'vitest'
import {
  dismissalMarker,
  isAnnouncementVisible,
  parseMarker,
  pickAnnouncement,
} from '@/features/announcements/announcements.shared'
import { announcements } from '../../../app.announcements'

const multiCountry = announcements.find((a) => a.key === 'multi-country')
if (!multiCountry) throw new Error('multi-country announcement missing from app.config.ts')
const inWindow = Date.parse('2025-04-25T12:00:00+08:00')

describe('announcement modals', () => {
  it('show inside their window, on their routes, when not dismissed', () => {
    expect(
      isAnnouncementVisible(multiCountry, {
        now: inWindow,
        routePath: '/product-database',
        marker: undefined,
      }),
    ).toBe(true)
    expect(
      isAnnouncementVisible(multiCountry, { now: inWindow, routePath: '/pricing', marker: undefined }),
    ).toBe(false)
    expect(
      isAnnouncementVisible(multiCountry, {
        now: Date.parse('2025-05-01T00:00:00+08:00'),
        routePath: '/',
        marker: undefined,
      }),
    ).toBe(false)
  })

  it('stay hidden after closing until the marker expires (site-modal until 2025-04-30)', () => {
    const marker = dismissalMarker(multiCountry, 'close')
    expect(marker.expires).toBe(Date.parse('2025-04-30T00:00:00+08:00'))
    expect(isAnnouncementVisible(multiCountry, { now: inWindow, routePath: '/', marker })).toBe(false)
  })

  it('use the jump link expiry when the link is followed (until 2025-04-29)', () => {
    expect(dismissalMarker(multiCountry, 'jump').expires).toBe(Date.parse('2025-04-29T00:00:00+08:00'))
  })

  it('ignore a malformed stored marker', () => {
    expect(parseMarker('not json')).toBeUndefined()
    expect(parseMarker('{"value":"show","expires":1}')).toBeUndefined()
    expect(parseMarker(JSON.stringify({ value: 'hide', expires: 5 }))).toEqual({ value: 'hide', expires: 5 })
  })

  it('pick nothing today: every configured window is in the past', () => {
    expect(
      pickAnnouncement(announcements, {
        now: Date.parse('2026-11-22T00:00:00Z'),
        routePath: '/',
        readMarker: () => undefined,
      }),
    ).toBeUndefined()
  })
})
