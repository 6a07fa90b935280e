// The one interface the supplier image search describes pictures through. Today's implementation is
// the perceptual hash plus colour, 4×4 layout and 32×32 detail grid of image-features.ts (the seed
// describes catalogue pictures with the same function, so both sides compare). A learned embedding can
// replace it by configuration (IMAGE_EMBEDDER) once the catalogue is described with it too: the name is
// stored with each search image, so features of different embedders are never compared.
import { type ImageFeatures, imageFeatures } from './image-features'

export interface ImageEmbedder {
  /** Stable name, stored with each description. */
  readonly name: string
  /** Describes a decoded, normalised picture (PNG/JPEG/WebP bytes, or an SVG document of our own). */
  describe(image: Uint8Array | string): Promise<ImageFeatures>
}

export const featureEmbedder: ImageEmbedder = {
  // Renamed when the detail grid was added, again with the object grid (and the colour read under
  // the product mask), and again when the object grid's frame moved to the mask's geometric median (with
  // sharp-edged grey objects kept out of the shadow rule), so pictures stored with older features are
  // recognised and described again rather than compared with grids framed another way.
  name: 'phash-color-shape-detail32-object32gm',
  describe: (image) => imageFeatures(image),
}

const EMBEDDERS: Record<string, ImageEmbedder> = { [featureEmbedder.name]: featureEmbedder }

/** The embedder this process is configured with; an unknown name is a configuration error at start. */
export function getImageEmbedder(env: NodeJS.ProcessEnv = process.env): ImageEmbedder {
  const name = env.IMAGE_EMBEDDER?.trim() || featureEmbedder.name
  const embedder = EMBEDDERS[name]
  if (!embedder) {
    throw new Error(`IMAGE_EMBEDDER=${name} is not known; use one of ${Object.keys(EMBEDDERS).join(', ')}`)
  }
  return embedder
}
