import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { type ProductImageParams, renderProductImage } from '@/features/catalog/product-image'
import { imageFeatures } from '@/features/suppliers/images/image-features'
import { normaliseImage } from '@/features/suppliers/images/image-input'
import {
  nearestObjects,
  objectDistance,
  objectView,
  objectViews,
} from '@/features/suppliers/images/object-match'
import { OBJECT_BYTES, productMask } from '@/features/suppliers/images/object-view'
// The photo-like edits of `npm run bench:image`, on the catalogue's own pictures.
import {
  BACKGROUND,
  png,
  SHADOW,
  zoomedOut as smaller,
  TEXTURE,
  rotated as turned,
} from '../../../scripts/photo-edits.ts'

/** Features of an edited picture, read as an upload is (normalised JPEG first). */
async function uploaded(bytes: Buffer) {
  const image = await normaliseImage(new Uint8Array(bytes))
  return imageFeatures(image.bytes)
}

/** The 128×128 RGB the features read, and its product mask's area and centre. */
async function maskOf(bytes: Buffer) {
  const { data } = await sharp(bytes)
    .flatten({ background: '#ffffff' })
    .resize(128, 128, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const mask = productMask(Float64Array.from(data), 128)
  return mask
}

const iou = (a: Float64Array, b: Float64Array) => {
  let both = 0
  let either = 0
  for (let i = 0; i < a.length; i++) {
    both += Math.min(a[i]!, b[i]!)
    either += Math.max(a[i]!, b[i]!)
  }
  return both / either
}

const item = (shape: ProductImageParams['shape'], color: string, variant: number) => ({
  shape,
  color,
  variant,
})

describe('product mask', () => {
  it('cuts the same product out of a wood-grain table top as out of the studio backdrop', async () => {
    const svg = renderProductImage(item('bag', 'blue', 0))
    const studio = await maskOf(await png(svg))
    const table = await maskOf(await png(svg.replace(BACKGROUND, TEXTURE)))
    expect(iou(studio, table)).toBeGreaterThan(0.85)
  })

  it('leaves a soft floor shadow out of the product', async () => {
    const svg = renderProductImage(item('shoe', 'red', 0))
    const studio = await maskOf(await png(svg))
    const shadowed = await maskOf(await png(svg.replace(BACKGROUND, (rect) => `${rect}${SHADOW}`)))
    expect(iou(studio, shadowed)).toBeGreaterThan(0.85)
  })

  it('keeps a mid-grey prop (a shadow is lighter than that)', async () => {
    // Variant 3 stands on a grey display bar; variant 0 does not. The bar must be product, or the two
    // shots could not be told apart.
    const withBar = await maskOf(await png(renderProductImage(item('ball', 'teal', 3))))
    const without = await maskOf(await png(renderProductImage(item('ball', 'teal', 0))))
    const area = (mask: Float64Array) => mask.reduce((sum, m) => sum + m, 0)
    // The bar is 208×14 of 400² px: about 1.8 % of the picture, 300 of the 16,384 mask pixels.
    expect(area(withBar) - area(without)).toBeGreaterThan(200)
  })

  it('keeps the grey prop when a brighter photo lifts it into the shadow range', async () => {
    // Brightened by 25 %, the bar is about 0.77 of the clipped white backdrop: a shadow's share, but with
    // a sharp edge, which a cast shadow does not have.
    const brighter = (svg: string) =>
      png(svg).then((bytes) => sharp(bytes).modulate({ brightness: 1.25 }).png().toBuffer())
    const withBar = await maskOf(await brighter(renderProductImage(item('ball', 'teal', 3))))
    const without = await maskOf(await brighter(renderProductImage(item('ball', 'teal', 0))))
    const area = (mask: Float64Array) => mask.reduce((sum, m) => sum + m, 0)
    expect(area(withBar) - area(without)).toBeGreaterThan(200)
  })
})

describe('object grid', () => {
  it('reads the product colour under the mask, not the table top', async () => {
    const svg = renderProductImage(item('shirt', 'green', 1))
    const studio = await uploaded(await png(svg))
    const table = await uploaded(await png(svg.replace(BACKGROUND, TEXTURE)))
    expect(studio.object).toHaveLength(OBJECT_BYTES)
    for (let c = 0; c < 3; c++) expect(Math.abs(studio.color[c]! - table.color[c]!)).toBeLessThan(20)
  })

  // The catalogue's own pictures: the target among other shapes, other colours and its sibling shots.
  const CATALOGUE: ProductImageParams[] = [
    ...[0, 1, 2, 3].map((variant) => item('dress', 'red', variant)),
    item('dress', 'pink', 0),
    item('dress', 'orange', 2),
    item('shirt', 'red', 0),
    item('bag', 'red', 1),
    item('shoe', 'red', 3),
    item('pan', 'red', 0),
    item('bottle', 'red', 2),
    item('lipstick', 'red', 1),
  ]
  const catalogue = Promise.all(
    CATALOGUE.map(async (params) => {
      const features = await imageFeatures(renderProductImage(params))
      return { params, view: objectView(features.object!) }
    }),
  )
  const rank = async (edited: Buffer, target: ProductImageParams) => {
    const query = await uploaded(edited)
    const ranked = nearestObjects({ grid: query.object!, fine: query.objectFine }, await catalogue)
    return ranked.findIndex(
      (r) =>
        r.params.variant === target.variant &&
        r.params.color === target.color &&
        r.params.shape === target.shape,
    )
  }

  const target = item('dress', 'red', 1)
  const svg = renderProductImage(target)
  it.each([
    ['turned +15°', () => turned(svg, 15)],
    ['turned +25°', () => turned(svg, 25)],
    ['turned −30°', () => turned(svg, -30)],
    ['turned +30°', () => turned(svg, 30)],
    [
      'brightened by 25 %',
      async () =>
        sharp(await png(svg))
          .modulate({ brightness: 1.25 })
          .png()
          .toBuffer(),
    ],
    ['smaller in the frame (60 %)', () => smaller(svg, 0.6)],
    ['in a looser frame (crop +20 %)', () => smaller(svg, 1 / 1.2)],
    [
      'cropped 20 % tighter',
      async () =>
        sharp(await png(svg))
          .extract({ left: 40, top: 40, width: 320, height: 320 })
          .png()
          .toBuffer(),
    ],
    ['on a table top with a shadow', () => png(svg.replace(BACKGROUND, `${TEXTURE}${SHADOW}`))],
  ])('ranks the very shot first when %s', async (_name, edit) => {
    expect(await rank(await edit(), target)).toBe(0)
  })

  it.each([-30, 30])(
    'matches a photo turned %i° closer through its fine grid than through the 32×32 grid',
    async (degrees) => {
      // Turning the already averaged 32×32 grid blurs it a second time; the catalogue's grid is averaged once.
      const query = await uploaded(await turned(svg, degrees))
      const shot = (await catalogue).find(
        (c) =>
          c.params.variant === target.variant &&
          c.params.color === target.color &&
          c.params.shape === target.shape,
      )!
      const fromFine = objectDistance(objectViews({ grid: query.object!, fine: query.objectFine }), shot.view)
      const fromGrid = objectDistance(objectViews({ grid: query.object! }), shot.view)
      expect(fromFine).toBeLessThan(fromGrid)
    },
  )
})
