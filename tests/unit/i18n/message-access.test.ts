// Messages are read by name (`m.some_key()`), never by a computed key (`m[`prefix_${x}`]`): a computed
// access makes the bundler keep every message module reachable from that page, and /category-analysis
// once shipped all 1,800 of them (60 KB gzipped) in its first load for one three-word lookup.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../..')
const src = join(root, 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'paraglide' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
  })
}

/** Lines that index the message namespace: `m[…]`, `m?.[…]`, or `m` handed around whole. */
function computedMessageAccess(text: string): number[] {
  const lines: number[] = []
  text.split('\n').forEach((line, i) => {
    if (/(?<![\w.$])m\s*(\?\.)?\[/.test(line) || /Object\.(keys|values|entries)\(\s*m\s*\)/.test(line)) {
      lines.push(i + 1)
    }
  })
  return lines
}

describe('message access', () => {
  it('recognises a computed key and leaves named reads and other arrays alone', () => {
    expect(computedMessageAccess('const t = m[`category_tone_${tone}`]()')).toEqual([1])
    expect(computedMessageAccess('x\nObject.keys(m).length')).toEqual([2])
    expect(computedMessageAccess('m.category_tone_good()\nitem[0]\nconst im = form[1]')).toEqual([])
  })

  it('no source file reads a message by a computed key', () => {
    // Only files that import the message namespace: elsewhere `m` is an ordinary name (a regex match).
    const found = sourceFiles(src).flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      if (!/import \{[^}]*\bm\b[^}]*\} from '@\/paraglide\/messages'/.test(text)) return []
      return computedMessageAccess(text).map((line) => `${relative(root, file)}:${line}`)
    })
    expect(found, 'name each message (a Record of m.key functions), do not build its key').toEqual([])
  })
})
