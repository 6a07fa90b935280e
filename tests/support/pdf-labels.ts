// Reads a label PDF the way a warehouse would: pdfjs-dist draws each page (on @napi-rs/canvas, its Node
// canvas) and zxing-wasm decodes the barcodes in the picture; the text layer gives the printed words.
// zxing-wasm loads its .wasm from node_modules, never from a CDN.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { prepareZXingModule, type ReadInputBarcodeFormat, readBarcodes } from 'zxing-wasm/reader'

const require = createRequire(import.meta.url)
let prepared = false
function prepare() {
  if (prepared) return
  prepareZXingModule({
    overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer },
    fireImmediately: true,
  })
  prepared = true
}

/** A run of text as drawn: its string, its baseline origin in PDF points (from the bottom-left) and size. */
export type PdfText = { str: string; x: number; y: number; size: number }
export type PdfPage = { width: number; height: number; text: string; items: PdfText[]; png: Uint8Array }

/** Every page: its size in points, its text (items joined by spaces) and a picture at `scale`. */
export async function readPdf(bytes: Uint8Array, scale = 4): Promise<PdfPage[]> {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false })
    .promise
  const pages: PdfPage[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n)
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view
    const content = await page.getTextContent()
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
    const items: PdfText[] = []
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue
      const [a = 0, b = 0, , , e = 0, f = 0] = item.transform
      items.push({ str: item.str, x: e - x0, y: f - y0, size: Math.hypot(a, b) })
    }
    const viewport = page.getViewport({ scale })
    const factory = pdf.canvasFactory as {
      create: (w: number, h: number) => { canvas: { toBuffer: (type: string) => Uint8Array } }
    }
    const { canvas } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height))
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, background: 'white' })
      .promise
    pages.push({ width: x1 - x0, height: y1 - y0, text, items, png: canvas.toBuffer('image/png') })
  }
  await pdf.destroy()
  return pages
}

/** The values of every barcode zxing finds in a page picture, in reading order (top to bottom, left to right). */
export async function decodeBarcodes(png: Uint8Array, formats: ReadInputBarcodeFormat[]): Promise<string[]> {
  prepare()
  const found = await readBarcodes(png, { formats, maxNumberOfSymbols: 64, tryHarder: true })
  return found
    .filter((b) => b.isValid)
    .sort(
      (a, b) => a.position.topLeft.y - b.position.topLeft.y || a.position.topLeft.x - b.position.topLeft.x,
    )
    .map((b) => b.text)
}
