// The best entries of a stream by score, for the rank lists and the category rollups.

/** Keeps the best `size` entries by score (ties: lower id first). */
export class TopK {
  private readonly items: Array<{ id: number; score: number }> = []
  constructor(private readonly size: number) {}
  offer(id: number, score: number): void {
    const items = this.items
    if (items.length === this.size) {
      const worst = items[items.length - 1]
      if (!worst || score < worst.score || (score === worst.score && id > worst.id)) return
      items.pop()
    }
    // Insertion keeps the array sorted; lists are short (≤ 100).
    let i = items.length
    while (i > 0) {
      const prev = items[i - 1]
      if (!prev || prev.score > score || (prev.score === score && prev.id < id)) break
      i--
    }
    items.splice(i, 0, { id, score })
  }
  ranked(): Array<{ id: number; score: number }> {
    return this.items
  }
}

/** The sum of the `size` largest values (the top stores' sales), without sorting them all. */
export function topSum(values: Iterable<number>, size: number): number {
  const top: number[] = []
  for (const value of values) {
    if (top.length < size) {
      top.push(value)
      top.sort((a, b) => a - b)
    } else if (value > (top[0] ?? 0)) {
      top[0] = value
      top.sort((a, b) => a - b)
    }
  }
  return top.reduce((n, value) => n + value, 0)
}
