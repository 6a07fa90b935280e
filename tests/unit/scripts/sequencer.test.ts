// The order test files start in with two workers (tests/support/sequencer.ts): projects keep their order,
// within one the longest file known starts first, files with no figure start before all the known ones.
import { describe, expect, it } from 'vitest'
import { FILE_SECONDS, longestFirst } from '../../support/sequencer'

type Item = { project: string; file: string }
const files = (items: Item[]) => items.map((item) => `${item.project}:${item.file}`)

describe('longestFirst', () => {
  it('orders by project, then unknown files, then the longest known first', () => {
    const seconds = { 'a.ts': 10, 'b.ts': 300, 'c.ts': 40, 'x.ts': 1 }
    const ordered = longestFirst(
      [
        { project: 'integration', file: 'x.ts' },
        { project: 'e2e', file: 'a.ts' },
        { project: 'e2e', file: 'new.ts' },
        { project: 'e2e', file: 'b.ts' },
        { project: 'e2e', file: 'c.ts' },
      ],
      (item) => item,
      seconds,
    )
    expect(files(ordered)).toEqual(['integration:x.ts', 'e2e:new.ts', 'e2e:b.ts', 'e2e:c.ts', 'e2e:a.ts'])
  })

  it('knows the browser files by their paths from the root', () => {
    const browserFiles = Object.keys(FILE_SECONDS).filter((file) => file.startsWith('tests/e2e/'))
    expect(browserFiles.length).toBeGreaterThan(10)
    expect(browserFiles.every((file) => file.endsWith('.test.ts'))).toBe(true)
  })
})
