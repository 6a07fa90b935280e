// A chart axis labels distinct ticks (issue 34: the rank-trend axis read "#1 #1 #1 #2").
import { scaleLinear } from '@visx/scale'
import { describe, expect, it } from 'vitest'
import { distinctTicks } from '@/components/charts/ticks'
import { formatNumber } from '@/lib/format'

const rank = (n: number) => `#${formatNumber(n)}`

describe('distinctTicks', () => {
  it('keeps one tick per label on a rank axis between #1 and #2', () => {
    const y = scaleLinear<number>({ domain: [2, 1], range: [0, 100] })
    const ticks = distinctTicks(y.ticks(4), rank)
    const labels = ticks.map(rank)
    expect(new Set(labels).size).toBe(labels.length)
    expect(ticks.sort()).toEqual([1, 2])
  })

  it('keeps whole numbers only when asked, and every tick of a wide axis', () => {
    expect(distinctTicks([0, 0.5, 1, 1.5, 2], String, true)).toEqual([0, 1, 2])
    expect(distinctTicks([0, 25, 50, 75, 100], rank)).toEqual([0, 25, 50, 75, 100])
  })
})
