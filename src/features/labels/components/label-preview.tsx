// The live preview: the label drawn from the same layout the PDF prints (label-layout.ts), so the lines,
// type size and the fields that do not fit are the PDF's. Sizes on screen are relative (a 100 × 150 mm
// label does not fit a phone at real size); the PDF prints at the chosen size.
import type { Symbology } from '../barcode'
import { labelBarcode } from '../barcode-svg'
import { layoutFor } from '../label-layout'
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
  const labelValues = toLabelValues(values, symbology)
  // About 2 ms a drawing (cached by value): cheap enough to lay out again on each keystroke.
  const layout = layoutFor(platform, labelValues, size)
  const drawing = labelBarcode(symbology, values.barcode ?? '')
  const qr = symbology === 'qr'
  const placeholder = layout.barcode ?? {
    x: layout.width * 0.05,
    y: layout.width * 0.05,
    width: qr ? layout.height * 0.6 : layout.width * 0.8,
    height: qr ? layout.height * 0.6 : layout.height * 0.35,
  }
  return (
    <div className="flex justify-center rounded-lg bg-gray-100 p-4">
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        className={`w-full max-w-[340px] rounded-sm bg-white shadow ring-1 ${layout.overflow.length > 0 ? 'ring-2 ring-red-500' : 'ring-gray-300'}`}
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
        data-testid="label-preview"
        data-font-pt={layout.fontPt}
        data-overflow={layout.overflow.join(' ')}
        aria-hidden
      >
        {drawing && layout.barcode ? (
          <image
            href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawing.svg)}`}
            x={layout.barcode.x}
            y={layout.barcode.y}
            width={layout.barcode.width}
            height={layout.barcode.height}
            preserveAspectRatio="none"
            data-testid="label-preview-barcode"
          />
        ) : (
          <rect {...placeholder} fill="#e5e7eb" />
        )}
        {layout.lines.map((line) => (
          <text
            key={`${line.fields.join('+')}:${line.baseline}`}
            x={line.x}
            y={line.baseline}
            fontSize={layout.fontPt}
            // The layout measured the line with the PDF font's widths; the screen's font is held to them.
            textLength={line.width}
            lengthAdjust="spacingAndGlyphs"
            fontFamily="'Noto Sans SC', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif"
            fill="#000"
            data-testid="label-preview-line"
          >
            {line.text}
          </text>
        ))}
        {layout.marks ? (
          <text
            x={layout.marks.x}
            y={layout.marks.baseline}
            fontSize={layout.marks.pt}
            fontFamily="'Noto Sans SC', sans-serif"
            fill="#000"
          >
            {layout.marks.text}
          </text>
        ) : null}
      </svg>
    </div>
  )
}
