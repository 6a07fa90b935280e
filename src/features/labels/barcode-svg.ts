// One barcode drawing for the PDF and the form's live preview, so the preview shows the bars the PDF
// will print: Code 128 from our own encoder (code128.ts, the batch's common case), the others bwip-js's.
import { drawingSVG, ean8, ean13, itf14, qrcode, upca } from 'bwip-js/generic'
import type { Symbology } from './barcode'
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
      height: linear ? 10 : undefined,
      ...(symbology === 'gtin14' ? { borderwidth: 0 } : {}),
    },
    drawingSVG(),
  )
}
