// A refused reply is explained in the page language from its code alone: the server's msg (English,
// written for developers) never reaches the page.
import { afterEach, describe, expect, it } from 'vitest'
import { messageForCode } from '@/i18n/code-messages'
import { API_CODES } from '@/lib/api-codes'
import { overwriteGetLocale } from '@/paraglide/runtime'

const REFUSALS = Object.values(API_CODES).filter(
  (code) => code !== API_CODES.success && code !== API_CODES.popupSuccess,
)

afterEach(() => overwriteGetLocale(() => 'en'))

describe('messageForCode', () => {
  it('gives every refusal code its own Chinese message, with no English in it', () => {
    overwriteGetLocale(() => 'cn')
    const generic = messageForCode(-1)
    for (const code of REFUSALS) {
      const text = messageForCode(code)
      expect(text, String(code)).toMatch(/[\u4e00-\u9fff]/)
      expect(text, String(code)).not.toMatch(/[A-Za-z]/)
      expect(text, String(code)).not.toBe(generic)
    }
  })

  it('gives every refusal code an English message in English', () => {
    overwriteGetLocale(() => 'en')
    for (const code of REFUSALS)
      expect(messageForCode(code), String(code)).toMatch(/^[A-Z][^\u4e00-\u9fff]+\.$/)
  })

  it('falls back to the localized generic error for a code it does not know', () => {
    overwriteGetLocale(() => 'cn')
    expect(messageForCode(12345)).toBe('操作失败，请稍后重试。')
    overwriteGetLocale(() => 'en')
    expect(messageForCode(12345)).toBe('Something went wrong. Please try again.')
  })
})
