// `npm run bench:labels`: 5,000 Amazon FBA unit labels (FNSKU as Code 128, a product name with Chinese,
// the condition) on 30-up Letter sheets in one PDF, as the batch download makes them. Prints the time,
// the peak resident memory, the pages and the file size. Target (issue 15): under 10 s and 300 MB.
import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { subsetFont } from '../src/features/labels/font-subset.server'
import { renderLabelsPdf } from '../src/features/labels/label-pdf'
import { type LabelValues, labelSize, MAX_LABELS } from '../src/features/labels/labels.shared'

const FONT = resolve(
  import.meta.dirname,
  '../node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
)
const NAMES = [
  'Women’s summer dress 夏季连衣裙',
  'Stainless steel water bottle 750 ml',
  '儿童保温杯 500ml 304不锈钢',
  'LED desk lamp, dimmable',
]

const count = Number(process.argv[2] ?? MAX_LABELS)
const size = labelSize('letter-30')
if (!size) throw new Error('letter-30 is missing from LABEL_SIZES')
const labels: LabelValues[] = Array.from({ length: count }, (_, i) => ({
  symbology: 'code128',
  barcode: `X00${(4_000_000 + i * 7919).toString(36).toUpperCase().padStart(7, '0')}`,
  product_name: NAMES[i % NAMES.length],
  condition: 'New',
}))

let peak = process.memoryUsage().rss
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss)
}, 20)
const started = performance.now()
const cpuStarted = process.cpuUsage()
const font = readFileSync(FONT)
const pdf = await renderLabelsPdf(labels, { platform: 'amazon', size, font, subset: subsetFont })
const seconds = (performance.now() - started) / 1000
const cpu = process.cpuUsage(cpuStarted)
// CPU time next to the wall clock: on a shared machine the wall clock mostly measures the neighbours.
const cpuSeconds = (cpu.user + cpu.system) / 1e6
peak = Math.max(peak, process.memoryUsage().rss)
clearInterval(sampler)
const out = join(tmpdir(), 'shopsight-bench-labels.pdf')
writeFileSync(out, pdf)
const pages = Math.ceil(count / (size.columns * size.rows))
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
console.log(`labels ${count} on ${size.id} (${pages} pages)`)
console.log(`time   ${seconds.toFixed(2)} s (target < 10 s), CPU ${cpuSeconds.toFixed(2)} s`)
console.log(`memory ${mb(peak)} peak RSS (target < 300 MB)`)
console.log(`pdf    ${mb(pdf.byteLength)} → ${out}`)
if (seconds >= 10 || peak >= 300 * 1024 * 1024) process.exitCode = 1
