// The barcode symbologies a label can carry, and the checks a value must pass before it is drawn: the
// warehouse scanner rejects a wrong check digit, so the form refuses it first and suggests the right one.

export const SYMBOLOGIES = ['code128', 'ean13', 'upca', 'ean8', 'gtin14', 'qr'] as const
export type Symbology = (typeof SYMBOLOGIES)[number]

/** Digits of the GTIN family: the length without and with the check digit. */
const GTIN_LENGTH: Partial<Record<Symbology, number>> = { ean13: 13, upca: 12, ean8: 8, gtin14: 14 }

/** Code 128 encodes ASCII (code sets A and B); FNSKUs and SKUs fit, accented or Chinese text does not. */
const CODE128_MAX = 48
/** A QR code at error level M holds about 2,300 bytes; a label's QR stays far below so it scans small. */
const QR_MAX = 500

export type BarcodeProblem =
  | { kind: 'empty' }
  | { kind: 'digits' }
  | { kind: 'length'; lengths: [number, number] }
  | { kind: 'check'; expected: string; suggestion: string }
  | { kind: 'char'; char: string }
  | { kind: 'long'; max: number }

export type BarcodeCheck = { ok: true; value: string } | { ok: false; problem: BarcodeProblem }

/** The GS1 mod-10 check digit of the digits before it (weights 3 and 1 from the right). */
export function gs1CheckDigit(body: string): string {
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48
    sum += digit * (i % 2 === 0 ? 3 : 1)
  }
  return String((10 - (sum % 10)) % 10)
}

/**
 * Checks a value for a symbology. GTIN-family values may be typed without their check digit (it is
 * computed and appended); typed with one, a wrong digit is refused with the correct value suggested.
 */
export function checkBarcode(symbology: Symbology, raw: string): BarcodeCheck {
  const value = symbology === 'qr' ? raw : raw.trim()
  if (value.trim() === '') return { ok: false, problem: { kind: 'empty' } }
  const full = GTIN_LENGTH[symbology]
  if (full !== undefined) {
    const digits = value.replace(/[\s-]/g, '')
    if (!/^\d+$/.test(digits)) return { ok: false, problem: { kind: 'digits' } }
    if (digits.length === full - 1) return { ok: true, value: digits + gs1CheckDigit(digits) }
    if (digits.length !== full) return { ok: false, problem: { kind: 'length', lengths: [full - 1, full] } }
    const body = digits.slice(0, -1)
    const expected = gs1CheckDigit(body)
    if (digits.at(-1) !== expected) {
      return { ok: false, problem: { kind: 'check', expected, suggestion: body + expected } }
    }
    return { ok: true, value: digits }
  }
  if (symbology === 'code128') {
    for (const char of value) {
      const code = char.codePointAt(0) ?? 0
      if (code < 32 || code > 126) return { ok: false, problem: { kind: 'char', char } }
    }
    if (value.length > CODE128_MAX) return { ok: false, problem: { kind: 'long', max: CODE128_MAX } }
    return { ok: true, value }
  }
  if (new TextEncoder().encode(value).length > QR_MAX)
    return { ok: false, problem: { kind: 'long', max: QR_MAX } }
  return { ok: true, value }
}
