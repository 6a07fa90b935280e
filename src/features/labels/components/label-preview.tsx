// The live preview: the label at its proportions with the barcode bwip-js draws for the PDF and the
// text lines the PDF prints. Sizes on screen are relative (a 100 × 150 mm label does not fit a phone at
// real size); the PDF prints at the chosen size.
import type { Symbology } from '../barcode'
import { checkBarcode } from '../barcode'
import { barcodeSvg } from '../barcode-svg'
import { textLines } from '../label-lines'
import { type LabelRow, toLabelValues } from '../label-request.shared'
import type { LabelPlatform, LabelSize } from '../labels.shared'

export function LabelPreview({
  platform,
  size,
  symbology,
  values,
}: {
  platform: LabelPlatform
  size: LabelSize
  symbology: Symbology
  values: LabelRow
}) {
  const check = checkBarcode(symbology, values.barcode ?? '')
  // About 2 ms a drawing: cheap enough to redraw on each keystroke.
  const svg = check.ok ? barcodeDataUrl(symbology, check.value) : null
  const lines = textLines(platform, toLabelValues(values, symbology))
  const qr = symbology === 'qr'
  // Text scales with the label's height, as the PDF's does (about 9% of it, within 5–10 pt).
  const fontPx = Math.min(13, Math.max(8, size.height * 0.3))
  return (
    <div className="flex justify-center rounded-lg bg-gray-100 p-4">
      <div
        className="flex w-full max-w-[340px] overflow-hidden rounded-sm bg-white p-[4%] text-black shadow ring-1 ring-gray-300"
        style={{
          aspectRatio: `${size.width} / ${size.height}`,
          fontSize: fontPx,
          flexDirection: qr ? 'row' : 'column',
          gap: '4%',
        }}
        data-testid="label-preview"
        aria-hidden
      >
        {svg ? (
          <img
            src={svg}
            alt=""
            className={
              qr ? 'h-full max-h-full w-auto shrink-0' : 'mx-auto h-[38%] max-w-full shrink-0 object-fill'
            }
            style={qr ? undefined : { width: '80%' }}
          />
        ) : (
          <div
            className={
              qr ? 'aspect-square h-full shrink-0 bg-gray-200' : 'mx-auto h-[38%] w-4/5 shrink-0 bg-gray-200'
            }
          />
        )}
        <div className="min-w-0 flex-1 overflow-hidden leading-tight">
          {lines.map((line) => (
            <p key={line.field} className="truncate">
              {line.text}
            </p>
          ))}
          {values.ce || values.ukca ? (
            <p className="mt-auto font-semibold tracking-wide" style={{ fontSize: fontPx * 1.6 }}>
              {[values.ce ? 'CE' : '', values.ukca ? 'UKCA' : ''].filter(Boolean).join('  ')}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  )
}

function barcodeDataUrl(symbology: Symbology, value: string): string | null {
  try {
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(barcodeSvg(symbology, value))}`
  } catch {
    // A value the checks let through but bwip-js refuses shows no bars rather than break the page.
    return null
  }
}
