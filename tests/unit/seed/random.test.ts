import { describe, expect, it } from 'vitest'
import { cumulativeWeights, Rng } from '@/pipeline/seed/random'

function draws(rng: Rng, count: number): number[] {
  return Array.from({ length: count }, () => rng.next())
}

describe('Rng', () => {
  it('repeats a sequence for the same seed and changes it for another', () => {
    expect(draws(new Rng(42), 20)).toEqual(draws(new Rng(42), 20))
    expect(draws(new Rng(42), 20)).not.toEqual(draws(new Rng(43), 20))
  })

  it('forks streams by label, independent of how much the parent has drawn', () => {
    const parent = new Rng(7)
    const before = draws(parent.fork('products'), 10)
    draws(parent, 1000)
    expect(draws(parent.fork('products'), 10)).toEqual(before)
    expect(draws(parent.fork('stores'), 10)).not.toEqual(before)
    expect(draws(parent.fork(1), 10)).not.toEqual(draws(parent.fork(2), 10))
    // A numeric label is not the same stream as its string.
    expect(draws(parent.fork(1), 10)).not.toEqual(draws(parent.fork('1'), 10))
  })

  it('draws uniform numbers in [0, 1) and integers within inclusive bounds', () => {
    const rng = new Rng(1)
    const seen = new Set<number>()
    let sum = 0
    for (let i = 0; i < 20_000; i++) {
      const value = rng.next()
      expect(value).toBeGreaterThanOrEqual(0)
      expect(value).toBeLessThan(1)
      sum += value
      seen.add(rng.int(3, 7))
    }
    expect(sum / 20_000).toBeCloseTo(0.5, 1)
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7])
    expect(() => rng.int(5, 4)).toThrow(RangeError)
  })

  it('picks by weight, from lists and from prefix sums', () => {
    const rng = new Rng(2)
    const counts = { a: 0, b: 0, c: 0 }
    const cumulative = cumulativeWeights([1, 3, 0])
    let fromPrefix = 0
    for (let i = 0; i < 20_000; i++) {
      counts[rng.weighted(['a', 'b', 'c'] as const, [1, 3, 0])]++
      if (rng.pickIndex(cumulative) === 1) fromPrefix++
    }
    expect(counts.c).toBe(0)
    expect(counts.b / counts.a).toBeGreaterThan(2.7)
    expect(counts.b / counts.a).toBeLessThan(3.3)
    expect(fromPrefix / 20_000).toBeCloseTo(0.75, 1)
    expect(() => cumulativeWeights([0, 0])).toThrow(RangeError)
  })

  it('draws normal, log-normal, Pareto and Poisson values with the right centre and tail', () => {
    const rng = new Rng(3)
    const n = 40_000
    const normals = Array.from({ length: n }, () => rng.normal())
    const mean = normals.reduce((sum, value) => sum + value, 0) / n
    const variance = normals.reduce((sum, value) => sum + (value - mean) ** 2, 0) / n
    expect(Math.abs(mean)).toBeLessThan(0.03)
    expect(Math.sqrt(variance)).toBeCloseTo(1, 1)

    const logs = Array.from({ length: n }, () => rng.logNormal(7, 0.6)).sort((a, b) => a - b)
    expect(logs[n >> 1]!).toBeGreaterThan(6.7)
    expect(logs[n >> 1]!).toBeLessThan(7.3)

    const paretos = Array.from({ length: n }, () => rng.pareto(1, 1.2)).sort((a, b) => b - a)
    expect(paretos.at(-1)!).toBeGreaterThanOrEqual(1)
    const total = paretos.reduce((sum, value) => sum + value, 0)
    const top = paretos.slice(0, n / 100).reduce((sum, value) => sum + value, 0)
    expect(top / total).toBeGreaterThan(0.2)

    const bounded = Array.from({ length: 5000 }, () => rng.powerLaw(2, 50, 1.5))
    expect(Math.min(...bounded)).toBeGreaterThanOrEqual(2)
    expect(Math.max(...bounded)).toBeLessThanOrEqual(50)

    for (const lambda of [0.5, 4, 80]) {
      const values = Array.from({ length: 20_000 }, () => rng.poisson(lambda))
      expect(values.every((value) => Number.isInteger(value) && value >= 0)).toBe(true)
      expect(values.reduce((sum, value) => sum + value, 0) / values.length).toBeCloseTo(
        lambda,
        lambda > 10 ? 0 : 1,
      )
    }
    expect(rng.poisson(0)).toBe(0)
  })

  it('shuffles into a permutation and samples distinct items', () => {
    const rng = new Rng(4)
    const items = Array.from({ length: 50 }, (_, i) => i)
    const shuffled = rng.shuffle(items.slice())
    expect(shuffled).not.toEqual(items)
    expect(shuffled.slice().sort((a, b) => a - b)).toEqual(items)
    const sample = rng.sample(items, 10)
    expect(new Set(sample).size).toBe(10)
    expect(rng.sample(items, 80)).toHaveLength(50)
    expect(() => rng.pick([])).toThrow(RangeError)
  })
})
