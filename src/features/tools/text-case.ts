// The case converter's conversions (spec §1 "small utilities", issue 15): pure functions on strings,
// run in the browser as the seller types or clicks, with no server round trip.

export const TEXT_CASES = [
  'upper',
  'lower',
  'title',
  'sentence',
  'capitalized',
  'alternating',
  'inverse',
  'snake',
  'kebab',
  'camel',
  'pascal',
  'constant',
] as const
export type TextCase = (typeof TEXT_CASES)[number]

/**
 * Words a title keeps in lower case unless they open or close it or follow a colon or dash (the common
 * core of the AP and Chicago rules: articles, short conjunctions and prepositions of up to four letters).
 */
const SMALL_WORDS = new Set(
  'a an the and but or nor for so yet as at by in of off on per to up via vs vs. with from into onto over than'.split(
    ' ',
  ),
)

const LETTER = /\p{L}/u

function capitalize(word: string): string {
  // The first letter, not the first character: "(hello" → "(Hello", "3d" stays "3d".
  const at = word.search(LETTER)
  if (at < 0) return word
  return word.slice(0, at) + word.charAt(at).toUpperCase() + word.slice(at + 1)
}

/** Splits into words and the runs of spaces between them, so joining the parts gives the text back. */
function spaced(text: string): string[] {
  return text.split(/(\s+)/)
}

function titleCase(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const parts = spaced(line.toLowerCase())
      const words = parts.map((p, i) => (i % 2 === 0 && p !== '' ? i : -1)).filter((i) => i >= 0)
      const first = words[0]
      const last = words.at(-1)
      let afterBreak = false
      return parts
        .map((part, i) => {
          if (i % 2 === 1 || part === '') return part
          const bare = part.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$/gu, '')
          const small = SMALL_WORDS.has(bare) && i !== first && i !== last && !afterBreak
          afterBreak = /[:—–]$/.test(part) || part === '-'
          if (small) return part
          // Each part of a hyphenated compound is capitalized: "Long-Term", "T-Shirt".
          return part
            .split('-')
            .map((piece) => capitalize(piece))
            .join('-')
        })
        .join('')
    })
    .join('\n')
}

function sentenceCase(text: string): string {
  let startOfSentence = true
  let out = ''
  for (const char of text.toLowerCase()) {
    if (startOfSentence && LETTER.test(char)) {
      out += char.toUpperCase()
      startOfSentence = false
    } else {
      out += char
    }
    if (/[.!?。！？\n]/u.test(char)) startOfSentence = true
  }
  // The pronoun "I" stays upper case inside a sentence.
  return out.replace(/(^|[^\p{L}\p{N}'])i(?=$|[^\p{L}\p{N}])/gu, '$1I')
}

function capitalizedCase(text: string): string {
  return spaced(text.toLowerCase())
    .map((part, i) => (i % 2 === 0 ? capitalize(part) : part))
    .join('')
}

function alternatingCase(text: string): string {
  // Counts letters only, so spaces and punctuation do not break the rhythm: "hElLo wOrLd".
  let n = 0
  let out = ''
  for (const char of text) {
    if (char.toLowerCase() !== char.toUpperCase()) {
      out += n % 2 === 0 ? char.toLowerCase() : char.toUpperCase()
      n++
    } else {
      out += char
    }
  }
  return out
}

function inverseCase(text: string): string {
  let out = ''
  for (const char of text) {
    const lower = char.toLowerCase()
    out += char === lower ? char.toUpperCase() : lower
  }
  return out
}

/**
 * The words of an identifier-style case: runs of letters and digits, split again where the case
 * changes inside them ("XMLHttpRequest" → XML, Http, Request).
 */
export function identifierWords(line: string): string[] {
  return line.match(/\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+|\p{L}+/gu) ?? []
}

/** Identifier cases convert each line on its own, so a column of titles becomes a column of slugs. */
function perLine(text: string, join: (words: string[]) => string): string {
  return text
    .split('\n')
    .map((line) => join(identifierWords(line)))
    .join('\n')
}

const upperFirst = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()

export function convertCase(text: string, to: TextCase): string {
  switch (to) {
    case 'upper':
      return text.toUpperCase()
    case 'lower':
      return text.toLowerCase()
    case 'title':
      return titleCase(text)
    case 'sentence':
      return sentenceCase(text)
    case 'capitalized':
      return capitalizedCase(text)
    case 'alternating':
      return alternatingCase(text)
    case 'inverse':
      return inverseCase(text)
    case 'snake':
      return perLine(text, (w) => w.map((x) => x.toLowerCase()).join('_'))
    case 'kebab':
      return perLine(text, (w) => w.map((x) => x.toLowerCase()).join('-'))
    case 'constant':
      return perLine(text, (w) => w.map((x) => x.toUpperCase()).join('_'))
    case 'camel':
      return perLine(text, (w) => w.map((x, i) => (i === 0 ? x.toLowerCase() : upperFirst(x))).join(''))
    case 'pascal':
      return perLine(text, (w) => w.map(upperFirst).join(''))
  }
}

/** Collapses runs of spaces and tabs, trims each line, and keeps at most one empty line in a row. */
export function trimExtraSpaces(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0\u3000]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

export type TextCounts = { characters: number; words: number; lines: number }

/**
 * Characters as a reader counts them (grapheme clusters: an emoji or an accented letter is one), words
 * by the language's word rules (each Chinese word counts, not only runs between spaces), lines of text.
 */
export function countText(text: string): TextCounts {
  if (text === '') return { characters: 0, words: 0, lines: 0 }
  let characters = 0
  for (const _ of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) characters++
  let words = 0
  for (const s of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text)) {
    if (s.isWordLike) words++
  }
  return { characters, words, lines: text.split(/\r\n|\r|\n/).length }
}
