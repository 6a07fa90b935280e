// Code 128 drawn directly: the symbology is a table of 107 bar patterns and a mod-103 check, and
// bwip-js's PostScript emulation spent about 0.6 ms a symbol on it (more than half of a 5,000-label
// batch, docs/labels.md). Code set B carries printable ASCII; runs of digits switch to code set C
// (two digits a symbol) where that makes the symbol shorter. Values are checked first (checkBarcode).

/** Bar and space widths in modules, by symbol value (ISO/IEC 15417); 106 is the stop pattern. */
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
]
const START_B = 104
const START_C = 105
const CODE_B = 100
const CODE_C = 99
const STOP = 106

/** Digits from `at` on. */
function digitRun(value: string, at: number): number {
  let end = at
  while (end < value.length && value.charCodeAt(end) >= 48 && value.charCodeAt(end) <= 57) end++
  return end - at
}

/** The symbol values of a printable-ASCII value, start and check included, stop excluded. */
export function code128Values(value: string): number[] {
  const symbols: number[] = []
  let set: 'B' | 'C'
  let i = 0
  // Code set C pays off from 4 digits at either end of the value, or 6 in its middle.
  const leading = digitRun(value, 0)
  if (leading === value.length ? leading >= 2 && leading % 2 === 0 : leading >= 4) {
    set = 'C'
    symbols.push(START_C)
  } else {
    set = 'B'
    symbols.push(START_B)
  }
  while (i < value.length) {
    if (set === 'C') {
      if (digitRun(value, i) >= 2) {
        symbols.push(Number(value.slice(i, i + 2)))
        i += 2
        continue
      }
      set = 'B'
      symbols.push(CODE_B)
      continue
    }
    const run = digitRun(value, i)
    const atEnd = i + run === value.length
    if (run >= (atEnd ? 4 : 6)) {
      // An odd run leaves its first digit in code set B.
      if (run % 2 === 1) {
        symbols.push(value.charCodeAt(i) - 32)
        i++
      }
      set = 'C'
      symbols.push(CODE_C)
      continue
    }
    symbols.push(value.charCodeAt(i) - 32)
    i++
  }
  let check = symbols[0] ?? START_B
  for (let k = 1; k < symbols.length; k++) check += k * (symbols[k] ?? 0)
  symbols.push(check % 103)
  return symbols
}

/**
 * The symbol as SVG in bwip-js's form (2 units a module, bars as stroked lines grouped by width), so
 * the PDF writer and the preview read it like bwip-js's other drawings.
 */
export function code128Svg(value: string): string {
  const widths = [...code128Values(value), STOP].map((v) => PATTERNS[v] ?? '').join('')
  const byWidth = new Map<number, string>()
  let x = 0
  for (let k = 0; k < widths.length; k++) {
    const w = Number(widths[k]) * 2
    if (k % 2 === 0) {
      const center = x + w / 2
      byWidth.set(w, `${byWidth.get(w) ?? ''}M${center} 58L${center} 0`)
    }
    x += w
  }
  const paths = [...byWidth].map(([w, d]) => `<path stroke="#000000" stroke-width="${w}" d="${d}" />`)
  return `<svg version="1.1" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${x} 58">${paths.join('')}</svg>`
}
