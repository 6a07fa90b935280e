// Image helpers for the seed: which picture a product of a category gets, and the cached features
// of supplier pictures. There are at most 20 shapes × 12 colours × 4 variants = 960 distinct product
// pictures, so each is rendered and hashed once however many suppliers use it.

import {
  AD_PLATFORMS,
  type AdPlatform,
  adCreativePath,
  COLOR_IDS,
  LOGO_COUNT,
  type ProductImageParams,
  productImagePath,
  renderProductImage,
  storeLogoPath,
  VARIANT_COUNT,
} from '../../features/catalog/product-image.ts'
import { type ImageFeatures, imageFeatures } from '../../features/suppliers/images/image-features.ts'
import type { Leaf } from './catalog.ts'
import type { Rng } from './random.ts'

export type { AdPlatform, ProductImageParams }
export { AD_PLATFORMS, adCreativePath, COLOR_IDS, LOGO_COUNT, productImagePath, storeLogoPath, VARIANT_COUNT }

/** The picture of a product of `leaf` in palette colour `colorIndex` (its top category's silhouette). */
export function productImage(leaf: Leaf, colorIndex: number, variant: number): ProductImageParams {
  return { shape: leaf.top.shape, color: COLOR_IDS[colorIndex]!, variant }
}

/**
 * A product gallery: the main picture first, then other variants of the same item (other angles,
 * as sellers upload) and sometimes the item in another colour.
 */
export function productGallery(main: ProductImageParams, rng: Rng): string[] {
  const others = rng.shuffle([0, 1, 2, 3].filter((variant) => variant !== main.variant))
  const gallery = [productImagePath(main)]
  for (const variant of others.slice(0, rng.int(1, VARIANT_COUNT - 1))) {
    gallery.push(productImagePath({ ...main, variant }))
  }
  if (rng.chance(0.3)) {
    const colors = COLOR_IDS.filter((color) => color !== main.color)
    gallery.push(productImagePath({ ...main, color: rng.pick(colors), variant: main.variant }))
  }
  return gallery
}

const featureCache = new Map<string, Promise<ImageFeatures>>()

/** Features of a product picture, computed from its rendered SVG once per process. */
export function productImageFeatures(params: ProductImageParams): Promise<ImageFeatures> {
  const path = productImagePath(params)
  let cached = featureCache.get(path)
  if (!cached) {
    cached = imageFeatures(renderProductImage(params))
    featureCache.set(path, cached)
  }
  return cached
}
