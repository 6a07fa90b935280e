// The lanes npm test runs at once (scripts/side-by-side.ts): a lane stops at its first failure and the
// others run on; each step's output comes back whole, never mixed with another's; the failures are named.
import { describe, expect, it } from 'vitest'
import { runLanes, type Step, type StepResult } from '../../../scripts/side-by-side'

/** A step that prints `text` in two parts with a pause between (room for another to interleave). */
const printing = (label: string, text: string, exit = 0): Step => ({
  label,
  command: process.execPath,
  args: [
    '-e',
    `process.stdout.write(${JSON.stringify(`${text}-1 `)}); setTimeout(() => { process.stderr.write(${JSON.stringify(`${text}-2`)}); process.exit(${exit}) }, 150)`,
  ],
})

describe('runLanes', () => {
  it('runs lanes at once, keeps each output whole, stops a lane at its failure and names it', async () => {
    const results: StepResult[] = []
    const failed = await runLanes(
      [
        [printing('a1', 'a1'), printing('a2', 'a2', 3), printing('a3', 'a3')],
        [printing('b1', 'b1'), printing('b2', 'b2')],
      ],
      (result) => results.push(result),
    )
    expect(failed).toEqual(['a2'])
    // a3 never ran: its lane had failed.
    expect(results.map((r) => r.label).sort()).toEqual(['a1', 'a2', 'b1', 'b2'])
    for (const result of results) expect(result.output).toBe(`${result.label}-1 ${result.label}-2`)
    expect(results.find((r) => r.label === 'a2')?.status).toBe(3)
    // The two lanes overlapped: b1 ended before a2 did.
    const order = results.map((r) => r.label)
    expect(order.indexOf('b1')).toBeLessThan(order.indexOf('a2'))
  })

  it('reports a command that cannot start as a failure', async () => {
    const failed = await runLanes([[{ label: 'missing', command: '/no/such/command', args: [] }]], () => {})
    expect(failed).toEqual(['missing'])
  })
})
