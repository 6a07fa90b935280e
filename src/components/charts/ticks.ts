// Axis ticks a reader can tell apart: a scale's ticks can format to the same text (ranks 1 to 2 get
// ticks 1, 1.25, 1.5 … that read "#1 #1 #2"), so only the first tick of each label is kept.

/** The ticks whose formatted labels are distinct, in order; whole numbers when asked or when labels repeat. */
export function distinctTicks(
  ticks: readonly number[],
  format: (value: number) => string,
  wholeNumbers = false,
): number[] {
  const labels = ticks.map(format)
  // Labels that repeat mean the ticks are finer than the format shows: whole ticks sit where their
  // label says (a "#1" at 1.4 would mislead), so those are kept.
  const whole = wholeNumbers || new Set(labels).size < labels.length
  const seen = new Set<string>()
  const kept: number[] = []
  for (const tick of ticks) {
    if (whole && !Number.isInteger(tick)) continue
    const label = format(tick)
    if (seen.has(label)) continue
    seen.add(label)
    kept.push(tick)
  }
  return kept
}
