// The match keys of a word mark (docs/ip.md, "Match keys"): what the trademark search and the title
// check look marks up by, written at ingest and by the importers and computed the same way for a query,
// so both sides of a comparison are normalised alike.
import { doubleMetaphone } from 'double-metaphone'
import { pinyin } from 'pinyin-pro'

const HAN = /\p{Script=Han}/u

/** Lower case, accents removed, everything but letters and digits dropped: "Tiffany & Co." → "tiffanyco". */
export function markKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
}

export const hasHan = (text: string): boolean => HAN.test(text)

/** Toneless pinyin of the Chinese characters (other characters kept), as one key; null without Chinese. */
export function pinyinKey(text: string): string | null {
  if (!hasHan(text)) return null
  return markKey(pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join(''))
}

/** Latin words of a text, normalised (accents and apostrophes dropped). */
function latinWords(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/['’]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  )
}

/**
 * Double Metaphone codes (primary and alternate) of each word and of the words run together, so
 * "Nikey" meets "Nike" and "Helo Kity" meets "Hello Kitty". Words without letters (model numbers) and
 * codes of one letter say nothing about sound and are left out. Chinese marks are coded by their pinyin.
 */
export function soundCodes(text: string): string[] {
  const source = hasHan(text) ? (pinyinKey(text) ?? '') : text
  const words = latinWords(source).filter((w) => /[a-z]/.test(w))
  const codes = new Set<string>()
  const add = (word: string) => {
    for (const code of doubleMetaphone(word)) if (code.length >= 2) codes.add(code)
  }
  for (const word of words) add(word)
  if (words.length > 1) add(words.join(''))
  return [...codes]
}

/** Codes of the words run together only: what a multi-word phrase of a title is compared by. */
export function phraseSoundCodes(text: string): string[] {
  const words = latinWords(hasHan(text) ? (pinyinKey(text) ?? '') : text).filter((w) => /[a-z]/.test(w))
  if (words.length === 0) return []
  return [...new Set(doubleMetaphone(words.join('')).filter((c) => c.length >= 2))]
}

export type MarkKeys = { markKey: string; soundCodes: string[]; pinyin: string | null }

export function markKeys(mark: string): MarkKeys {
  return { markKey: markKey(mark), soundCodes: soundCodes(mark), pinyin: pinyinKey(mark) }
}
