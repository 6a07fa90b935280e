// Extra views of a visitor's picture for the supplier search. Sellers often crop a product photo
// tighter than the catalogue frames it; a cropped picture's hash and layout then match nothing. The
// search therefore also describes the picture widened back (padded with its own corner colour to
// 1/0.7 of its size, undoing a crop to 70%) and ranks each supplier by the nearer of the two views.
// Catalogue pictures are framed alike, so an uncropped picture still matches best as it is.
import sharp from 'sharp'

const WIDEN = 1 / 0.7

export async function widenedView(jpeg: Uint8Array): Promise<Uint8Array> {
  const image = sharp(jpeg)
  const { width = 0, height = 0 } = await image.metadata()
  const { data } = await sharp(jpeg)
    .extract({ left: 0, top: 0, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const background = { r: data[0] ?? 255, g: data[1] ?? 255, b: data[2] ?? 255 }
  const padX = Math.round((width * (WIDEN - 1)) / 2)
  const padY = Math.round((height * (WIDEN - 1)) / 2)
  return new Uint8Array(
    await sharp(jpeg)
      .extend({ top: padY, bottom: padY, left: padX, right: padX, background })
      .png()
      .toBuffer(),
  )
}
