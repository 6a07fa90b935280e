// Photo-like edits of a catalogue picture (its SVG), as a seller's own photo of the same product would
// differ: used by `npm run bench:image` (recall per edit) and by the image unit tests (issue 33).
import sharp from 'sharp'

export const png = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer()
// A watermark as sellers' pictures carry: a translucent badge and a diagonal band of strokes.
export const WATERMARK = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">` +
    `<rect x="250" y="330" width="130" height="44" rx="10" fill="#000" opacity=".35"/>` +
    `<g stroke="#fff" stroke-width="6" opacity=".5"><path d="M262 352h100M270 340l12 24M300 340l12 24M330 340l12 24"/></g>` +
    `<path d="M20 120L120 20" stroke="#888" stroke-width="10" opacity=".3"/></svg>`,
)

/** The catalogue picture's studio background colour (its first full-size rect). */
export const BACKGROUND = /<rect width="400" height="400" fill="(#[0-9a-f]{6})"\/>/
export const backgroundOf = (svg: string) => BACKGROUND.exec(svg)?.[1] ?? '#ffffff'

/** Turned by `degrees` around the centre, the corners filled with the background (as a photo's would be). */
export async function rotated(svg: string, degrees: number): Promise<Buffer> {
  const turned = await sharp(await png(svg))
    .rotate(degrees, { background: backgroundOf(svg) })
    .png()
    .toBuffer()
  const meta = await sharp(turned).metadata()
  const left = Math.round(((meta.width ?? 400) - 400) / 2)
  const top = Math.round(((meta.height ?? 400) - 400) / 2)
  return sharp(turned).extract({ left, top, width: 400, height: 400 }).png().toBuffer()
}

/** The product smaller in the frame (`factor` of its size), on its own background colour. */
export async function zoomedOut(svg: string, factor: number): Promise<Buffer> {
  const side = Math.round(400 * factor)
  const small = await sharp(await png(svg))
    .resize(side, side)
    .png()
    .toBuffer()
  const offset = Math.round((400 - side) / 2)
  return sharp({ create: { width: 400, height: 400, channels: 3, background: backgroundOf(svg) } })
    .composite([{ input: small, left: offset, top: offset }])
    .png()
    .toBuffer()
}

/** A photo-like table top: warm wood-grain stripes with fine noise, in place of the studio backdrop. */
export const TEXTURE = `<defs><pattern id="grain" width="400" height="24" patternUnits="userSpaceOnUse">
<rect width="400" height="24" fill="#c8a27a"/><path d="M0 5C100 2 200 9 400 4" stroke="#a9825b" stroke-width="3" fill="none"/>
<path d="M0 15C120 19 260 11 400 17" stroke="#b68f66" stroke-width="2" fill="none"/></pattern>
<filter id="noise"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" seed="3"/>
<feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 .25 0"/></filter></defs>
<rect width="400" height="400" fill="url(#grain)"/><rect width="400" height="400" filter="url(#noise)"/>`

/** A soft floor shadow under and to the right of the product, as a desk photo has. */
export const SHADOW = `<defs><filter id="soft"><feGaussianBlur stdDeviation="14"/></filter></defs>
<ellipse cx="225" cy="318" rx="150" ry="38" fill="#000" opacity=".38" filter="url(#soft)"/>`

/** Inserts `extra` right after the background rect (under the product). */
export const underProduct = (svg: string, extra: string) =>
  svg.replace(BACKGROUND, (rect) => `${rect}${extra}`)
