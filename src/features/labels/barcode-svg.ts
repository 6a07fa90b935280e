// One barcode drawing for the PDF and the form's live preview, so the preview shows the bars the PDF
// will print: Code 128 from our own encoder (code128.ts, the batch's common case), the others bwip-js's.
import { drawingSVG, ean8, ean13, itf14, qrcode, upca } from 'bwip-js/generic'
import { checkBarcode, type Symbology } from './barcode'
import { code128Svg } from './code128'

/**
 * bwip-js's encoders for the other symbologies, imported one by one so the bundle carries these five
 * and not bwip-js's hundred. GTIN-14 is printed as ITF-14, the carrier GS1 specifies for it on cases.
 */
const ENCODERS: Record<Exclude<Symbology, 'code128'>, typeof ean13<string>> = {
  ean13,
  upca,
  ean8,
  gtin14: itf14,
  qr: qrcode,
}

/** The SVG of a value that passed checkBarcode; bwip-js throws on anything else. */
export function barcodeSvg(symbology: Symbology, value: string): string {
  if (symbology === 'code128') return code128Svg(value)
  const linear = symbology !== 'qr'
  return ENCODERS[symbology](
    {
      bcid: symbology,
      text: value,
      // The human-readable digits of EAN/UPC are part of the symbol (Code 128's text is printed by us).
      includetext: linear,
      // bwip-js refuses a key present with the value undefined ("height: not a realtype"), so a QR
      // code, whose height follows from its width, must not carry the key at all.
      ...(linear ? { height: 10 } : {}),
      ...(symbology === 'gtin14' ? { borderwidth: 0 } : {}),
    },
    drawingSVG(),
  )
}

/** A drawing's proportions from its viewBox. */
export function svgShape(svg: string): { width: number; height: number } {
  const box = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg)
  return { width: Number(box?.[1] ?? 1), height: Number(box?.[2] ?? 1) }
}

/** The barcode a label prints (its checked value and drawing), cached: a batch repeats values often. */
const drawings = new Map<string, { value: string; svg: string; width: number; height: number } | null>()
export function labelBarcode(symbology: Symbology, raw: string) {
  const key = `${symbology}:${raw}`
  const cached = drawings.get(key)
  if (cached !== undefined) return cached
  const check = checkBarcode(symbology, raw)
  let drawing: { value: string; svg: string; width: number; height: number } | null = null
  if (check.ok) {
    try {
      const svg = barcodeSvg(symbology, check.value)
      drawing = { value: check.value, svg, ...svgShape(svg) }
    } catch {
      // A value the checks let through but bwip-js refuses is left undrawn, never a broken page.
      drawing = null
    }
  }
  if (drawings.size > 20_000) drawings.clear()
  drawings.set(key, drawing)
  return drawing
}
