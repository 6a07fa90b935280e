import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  AD_PLATFORMS,
  adCreativePath,
  COLOR_IDS,
  parseImagePath,
  productImagePath,
  renderAdCreative,
  renderImagePath,
  renderProductImage,
  renderStoreLogo,
  SHAPES,
  storeLogoPath,
} from '@/features/catalog/product-image'
import {
  hammingDistance,
  type ImageFeatures,
  imageFeatures,
} from '@/features/suppliers/images/image-features'

/** Self-contained SVG: one root element, no links, scripts, embedded images or text. */
function expectSafeSvg(svg: string, width: number, height: number): void {
  expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`)).toBe(
    true,
  )
  expect(svg.endsWith('</svg>')).toBe(true)
  expect(svg.match(/<svg/g)).toHaveLength(1)
  expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(
    /https?:|href|<image|<script|<text|@import|data:/i,
  )
  // Only internal references (gradients by id).
  for (const match of svg.matchAll(/url\(([^)]*)\)/g)) expect(match[1]).toMatch(/^#[a-z]+$/)
}

async function rasterSize(svg: string): Promise<{ width?: number; height?: number }> {
  const { info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height }
}

describe('product illustrations', () => {
  it('renders every shape as valid, self-contained 400×400 SVG', async () => {
    for (const [index, shape] of SHAPES.entries()) {
      const svg = renderProductImage({
        shape,
        color: COLOR_IDS[index % COLOR_IDS.length]!,
        variant: index % 4,
      })
      expectSafeSvg(svg, 400, 400)
      expect(await rasterSize(svg)).toEqual({ width: 400, height: 400 })
    }
  })

  it('renders store logos and ad creatives at their sizes', async () => {
    for (const seed of [0, 1, 57, 999]) {
      const svg = renderStoreLogo(seed)
      expectSafeSvg(svg, 200, 200)
      expect(await rasterSize(svg)).toEqual({ width: 200, height: 200 })
    }
    expect(renderStoreLogo(5)).toBe(renderStoreLogo(5))
    expect(renderStoreLogo(5)).not.toBe(renderStoreLogo(6))
    for (const platform of AD_PLATFORMS) {
      const svg = renderAdCreative({ shape: 'shoe', color: 'teal', variant: 2, platform })
      expectSafeSvg(svg, 1200, 628)
      expect(await rasterSize(svg)).toEqual({ width: 1200, height: 628 })
    }
  })

  it('rejects parameters outside the fixed lists', () => {
    expect(() => renderProductImage({ shape: 'rocket' as never, color: 'red', variant: 0 })).toThrow(
      RangeError,
    )
    expect(() => renderProductImage({ shape: 'dress', color: 'mauve', variant: 0 })).toThrow(RangeError)
    expect(() => renderProductImage({ shape: 'dress', color: 'red', variant: 4 })).toThrow(RangeError)
    expect(() => renderStoreLogo(-1)).toThrow(RangeError)
  })
})

describe('image paths', () => {
  it('round-trips every product, ad and logo path', () => {
    for (const shape of SHAPES) {
      for (const color of COLOR_IDS) {
        for (let variant = 0; variant < 4; variant++) {
          const path = productImagePath({ shape, color, variant })
          expect(parseImagePath(path)).toEqual({ kind: 'product', shape, color, variant })
          expect(renderImagePath(path)).toBe(renderProductImage({ shape, color, variant }))
        }
      }
    }
    const ad = adCreativePath({ shape: 'pan', color: 'navy', variant: 3, platform: 'tiktok' })
    expect(ad).toBe('/img/ad/pan-navy-3-tiktok.svg')
    expect(parseImagePath(ad)).toEqual({
      kind: 'ad',
      shape: 'pan',
      color: 'navy',
      variant: 3,
      platform: 'tiktok',
    })
    expect(storeLogoPath(42)).toBe('/img/logo/42.svg')
    expect(parseImagePath('/img/logo/42.svg')).toEqual({ kind: 'logo', seed: 42 })
    expect(renderImagePath('/img/logo/42.svg')).toBe(renderStoreLogo(42))
  })

  it('returns null for anything else', () => {
    for (const path of [
      '',
      '/img/p/dress-red-4.svg',
      '/img/p/rocket-red-0.svg',
      '/img/p/dress-mauve-0.svg',
      '/img/p/dress-red-0.png',
      '/img/p/Dress-red-0.svg',
      '/img/p/../../etc/passwd',
      '/img/p/dress-red-0.svg?x=1',
      'https://example.com/img/p/dress-red-0.svg',
      '/img/ad/pan-navy-3-myspace.svg',
      '/img/logo/1000.svg',
      '/img/logo/01.svg',
      '/img/logo/-1.svg',
    ]) {
      expect(parseImagePath(path)).toBeNull()
      expect(renderImagePath(path)).toBeNull()
    }
  })
})

describe('image features', () => {
  const colors = ['black', 'red', 'yellow', 'teal']
  const features = new Map<string, ImageFeatures>()

  beforeAll(async () => {
    const jobs: Promise<void>[] = []
    for (const shape of SHAPES) {
      for (const color of colors) {
        for (let variant = 0; variant < 4; variant++) {
          jobs.push(
            imageFeatures(renderProductImage({ shape, color, variant })).then((value) => {
              features.set(`${shape}-${color}-${variant}`, value)
            }),
          )
        }
      }
    }
    await Promise.all(jobs)
  }, 60_000)

  it('describes an image with a 16-digit hash, a mean colour and a 4×4 layout', () => {
    const dress = features.get('dress-red-0')!
    expect(dress.phash).toMatch(/^[0-9a-f]{16}$/)
    expect(dress.shape).toHaveLength(16)
    for (const value of [...dress.shape, ...dress.color]) {
      expect(Number.isInteger(value) && value >= 0 && value <= 255).toBe(true)
    }
    // The colour is the product's, not the near-white background's: close to the palette red.
    const [r, g, b] = dress.color
    expect(r - g).toBeGreaterThan(60)
    expect(r - b).toBeGreaterThan(60)
    const teal = features.get('ball-teal-0')!.color
    expect(teal[1]).toBeGreaterThan(teal[0] + 40)
    // The silhouette is darker in the middle than at the corners.
    expect(dress.shape[5]!).toBeLessThan(dress.shape[0]!)
  })

  it('gives the same hash for the same image, from SVG or from PNG', async () => {
    const svg = renderProductImage({ shape: 'bag', color: 'brown', variant: 1 })
    const first = await imageFeatures(svg)
    expect(await imageFeatures(Buffer.from(svg))).toEqual(first)
    const png = await sharp(Buffer.from(svg)).png().toBuffer()
    const fromPng = await imageFeatures(png)
    expect(hammingDistance(first.phash, fromPng.phash)).toBeLessThanOrEqual(4)
    // A rescaled, recompressed copy (a seller's re-upload) stays near.
    for (const shape of SHAPES) {
      const original = renderProductImage({ shape, color: 'red', variant: 2 })
      const jpeg = await sharp(Buffer.from(original)).resize(250, 250).jpeg({ quality: 70 }).toBuffer()
      const distance = hammingDistance(
        features.get(`${shape}-red-2`)!.phash,
        (await imageFeatures(jpeg)).phash,
      )
      expect(distance).toBeLessThanOrEqual(10)
    }
  })

  it('keeps another variant of the same product close and other products far', () => {
    for (const shape of SHAPES) {
      for (const color of colors) {
        const base = features.get(`${shape}-${color}-0`)!.phash
        for (let variant = 1; variant < 4; variant++) {
          // Another shot shows a grey prop beside the product (a tag, a sticker, a stand), which moves
          // a light product's hash by up to 24 bits; the colour and layout keep the item together
          // (item@5 in docs/suppliers.md), the hash alone no longer has to.
          expect(
            hammingDistance(base, features.get(`${shape}-${color}-${variant}`)!.phash),
          ).toBeLessThanOrEqual(24)
        }
      }
    }
    let closest = 64
    for (const color of colors) {
      for (let variant = 0; variant < 4; variant++) {
        for (const a of SHAPES) {
          for (const b of SHAPES) {
            if (a >= b) continue
            const distance = hammingDistance(
              features.get(`${a}-${color}-${variant}`)!.phash,
              features.get(`${b}-${color}-${variant}`)!.phash,
            )
            closest = Math.min(closest, distance)
          }
        }
      }
    }
    // Two products photographed with the same prop share the prop's bits, so they come nearer than
    // before the props (16); the layout and the detail grid keep them apart in the search.
    expect(closest).toBeGreaterThanOrEqual(10)
  })

  it('counts differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0)
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64)
    expect(hammingDistance('00000000000000F0', '00000000000000f1')).toBe(1)
    expect(() => hammingDistance('abc', '0000000000000000')).toThrow(RangeError)
  })
})
