import { describe, expect, it } from 'vitest'
import { convertCase, countText, identifierWords, trimExtraSpaces } from '@/features/tools/text-case'

describe('convertCase', () => {
  it('upper and lower case', () => {
    expect(convertCase('Hello World ß', 'upper')).toBe('HELLO WORLD SS')
    expect(convertCase('Hello WORLD', 'lower')).toBe('hello world')
  })

  it('title case keeps small words lower except first, last and after a colon', () => {
    expect(convertCase('the lord of the rings', 'title')).toBe('The Lord of the Rings')
    expect(convertCase("WOMEN'S SUMMER DRESS FOR THE BEACH", 'title')).toBe(
      "Women's Summer Dress for the Beach",
    )
    expect(convertCase('what are you looking for', 'title')).toBe('What Are You Looking For')
    expect(convertCase('guide: a start to the end', 'title')).toBe('Guide: A Start to the End')
    expect(convertCase('long-term t-shirt deal', 'title')).toBe('Long-Term T-Shirt Deal')
    expect(convertCase('first line of it\nand second', 'title')).toBe('First Line of It\nAnd Second')
  })

  it('sentence case starts each sentence with a capital', () => {
    expect(convertCase('HELLO THERE. how are you? i am fine!', 'sentence')).toBe(
      'Hello there. How are you? I am fine!',
    )
    expect(convertCase('one\ntwo', 'sentence')).toBe('One\nTwo')
  })

  it('capitalized case capitalizes every word', () => {
    expect(convertCase('the lord OF the rings', 'capitalized')).toBe('The Lord Of The Rings')
  })

  it('alternating case counts letters only', () => {
    expect(convertCase('hello world', 'alternating')).toBe('hElLo WoRlD')
  })

  it('inverse case swaps each letter', () => {
    expect(convertCase('Hello World 1', 'inverse')).toBe('hELLO wORLD 1')
  })

  it('identifier cases split on spaces, punctuation and case changes, per line', () => {
    const text = 'XMLHttp request, v2\nWomen’s T-Shirt'
    expect(convertCase(text, 'snake')).toBe('xml_http_request_v_2\nwomen_s_t_shirt')
    expect(convertCase(text, 'kebab')).toBe('xml-http-request-v-2\nwomen-s-t-shirt')
    expect(convertCase(text, 'constant')).toBe('XML_HTTP_REQUEST_V_2\nWOMEN_S_T_SHIRT')
    expect(convertCase('hello big world', 'camel')).toBe('helloBigWorld')
    expect(convertCase('hello big world', 'pascal')).toBe('HelloBigWorld')
    expect(convertCase('someCamelCase', 'snake')).toBe('some_camel_case')
  })

  it('leaves Chinese text alone in letter cases', () => {
    expect(convertCase('夏季连衣裙 dress', 'upper')).toBe('夏季连衣裙 DRESS')
    expect(convertCase('夏季连衣裙 dress', 'title')).toBe('夏季连衣裙 Dress')
  })

  it('the empty text stays empty', () => {
    for (const c of ['upper', 'title', 'sentence', 'snake', 'camel'] as const)
      expect(convertCase('', c)).toBe('')
  })
})

describe('identifierWords', () => {
  it('splits acronyms from words', () => {
    expect(identifierWords('parseHTMLString')).toEqual(['parse', 'HTML', 'String'])
  })
})

describe('trimExtraSpaces', () => {
  it('collapses spaces, trims lines and extra blank lines', () => {
    expect(trimExtraSpaces('  a   b\t c  \n\n\n\n  d  ')).toBe('a b c\n\nd')
    expect(trimExtraSpaces('a\u3000\u3000b')).toBe('a b')
  })
})

describe('countText', () => {
  it('counts characters, words and lines', () => {
    expect(countText('')).toEqual({ characters: 0, words: 0, lines: 0 })
    expect(countText('Hello world\nsecond line.')).toEqual({ characters: 24, words: 4, lines: 2 })
  })

  it('counts an emoji as one character and Chinese words', () => {
    expect(countText('👍🏽').characters).toBe(1)
    expect(countText('夏季连衣裙').words).toBeGreaterThan(1)
  })
})
