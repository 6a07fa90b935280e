// Reading a square grid between its cells, for the turned views of detail.ts and object-match.ts.
// One module-level function rather than a closure per cell and channel: a closure there was most of
// rotatedView's time (V8 inlines a plain function of numbers and typed arrays like this one).

/**
 * Adds the grid's value at (u, v), bilinear between the four nearest cells, into `out` from `at`:
 * `channels` values, one per channel. The grid is `size` cells a side with `channels` values a cell;
 * a cell's value sits at its whole-number position, and u, v must lie within [0, size − 1].
 */
export function addBilinear(
  grid: ArrayLike<number>,
  size: number,
  channels: number,
  u: number,
  v: number,
  out: Float64Array,
  at: number,
): void {
  const x0 = Math.min(size - 2, Math.floor(u))
  const y0 = Math.min(size - 2, Math.floor(v))
  const fx = u - x0
  const fy = v - y0
  const topLeft = (y0 * size + x0) * channels
  const bottomLeft = topLeft + size * channels
  for (let c = 0; c < channels; c++) {
    out[at + c]! +=
      (1 - fy) * ((1 - fx) * grid[topLeft + c]! + fx * grid[topLeft + channels + c]!) +
      fy * ((1 - fx) * grid[bottomLeft + c]! + fx * grid[bottomLeft + channels + c]!)
  }
}
