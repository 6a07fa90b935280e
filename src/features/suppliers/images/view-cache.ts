// Catalogue pictures' grids as the second stage compares them (detail.ts, object-match.ts), kept
// between searches. Reading and converting a search's 400 object grids (sRGB → Lab, three cube roots a
// cell) cost about as much as comparing them, while a catalogue picture's grids change only when its
// supplier row is described again. An entry is keyed by the picture and its grid's md5, which the grid
// query returns for every row: a row whose key is held comes without its bytes, and a row described
// again (another md5) replaces the entry. Bounded, least recently used out first.
import type { DetailView } from './detail'

export class ViewCache {
  readonly #entries = new Map<string, { key: string; view: DetailView }>()

  /** At most `size` pictures (an object or detail view is 32 KB, so 1,024 of them about 32 MB). */
  constructor(readonly size: number) {}

  /** The picture's view if it is held under this key (and marks it used). */
  get(image: string, key: string): DetailView | undefined {
    const entry = this.#entries.get(image)
    if (!entry || entry.key !== key) return undefined
    this.#entries.delete(image)
    this.#entries.set(image, entry)
    return entry.view
  }

  set(image: string, key: string, view: DetailView): void {
    this.#entries.delete(image)
    this.#entries.set(image, { key, view })
    while (this.#entries.size > this.size) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#entries.delete(oldest)
    }
  }

  /** "picture md5" for each of `images` held: the grid query leaves out those rows' bytes. */
  heldKeys(images: Iterable<string>): string[] {
    const out: string[] = []
    for (const image of images) {
      const entry = this.#entries.get(image)
      if (entry) out.push(`${image} ${entry.key}`)
    }
    return out
  }
}
