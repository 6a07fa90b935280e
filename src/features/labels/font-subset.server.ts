// Subsets the label font to the characters a PDF prints, with HarfBuzz's hb-subset (the npm package
// harfbuzzjs ships it as WebAssembly, no imports, no network). @pdf-lib/fontkit's own subsetter drops
// most glyphs of Noto Sans SC, and the whole font costs 6 MB and seconds of deflate per PDF; a subset of
// a batch's few hundred characters is tens of kilobytes.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

type HbExports = {
  memory: WebAssembly.Memory
  malloc(size: number): number
  free(pointer: number): void
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number
  hb_blob_destroy(blob: number): void
  hb_blob_get_data(blob: number, length: number): number
  hb_blob_get_length(blob: number): number
  hb_face_create(blob: number, index: number): number
  hb_face_destroy(face: number): void
  hb_face_reference_blob(face: number): number
  hb_set_add(set: number, codepoint: number): void
  hb_subset_input_create_or_fail(): number
  hb_subset_input_destroy(input: number): void
  hb_subset_input_unicode_set(input: number): number
  hb_subset_or_fail(face: number, input: number): number
}

const HB_MEMORY_MODE_WRITABLE = 2

let harfbuzz: Promise<HbExports> | undefined

function isHbExports(value: WebAssembly.Exports): value is WebAssembly.Exports & HbExports {
  return value.memory instanceof WebAssembly.Memory && typeof value.hb_subset_or_fail === 'function'
}

function loadHarfbuzz(): Promise<HbExports> {
  harfbuzz ??= (async () => {
    const path = createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')
    const { instance } = await WebAssembly.instantiate(await readFile(path))
    if (!isHbExports(instance.exports)) throw new Error('harfbuzz-subset.wasm lacks the subset exports')
    return instance.exports
  })()
  return harfbuzz
}

/** The font cut down to `codepoints` (plus .notdef); glyph ids are renumbered, so embed it whole. */
export async function subsetFont(font: Uint8Array, codepoints: Iterable<number>): Promise<Uint8Array> {
  const hb = await loadHarfbuzz()
  const fontPointer = hb.malloc(font.byteLength)
  new Uint8Array(hb.memory.buffer).set(font, fontPointer)
  const blob = hb.hb_blob_create(fontPointer, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0)
  const face = hb.hb_face_create(blob, 0)
  hb.hb_blob_destroy(blob)
  const input = hb.hb_subset_input_create_or_fail()
  try {
    if (input === 0) throw new Error('hb-subset: no memory for the input')
    const unicodes = hb.hb_subset_input_unicode_set(input)
    for (const codepoint of codepoints) hb.hb_set_add(unicodes, codepoint)
    const subset = hb.hb_subset_or_fail(face, input)
    if (subset === 0) throw new Error('hb-subset failed on the label font')
    const result = hb.hb_face_reference_blob(subset)
    const offset = hb.hb_blob_get_data(result, 0)
    const length = hb.hb_blob_get_length(result)
    // Read after the call: the memory may have grown (a new buffer) while subsetting.
    const bytes = new Uint8Array(hb.memory.buffer, offset, length).slice()
    hb.hb_blob_destroy(result)
    hb.hb_face_destroy(subset)
    return bytes
  } finally {
    if (input !== 0) hb.hb_subset_input_destroy(input)
    hb.hb_face_destroy(face)
    hb.free(fontPointer)
  }
}
