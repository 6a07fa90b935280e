// Horizontal bars (visx) with the value at the end of each bar; labels stay readable in both languages.
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { useWidth } from './use-width'

export type BarDatum = { key: string; label: string; value: number }

export function HorizontalBars({
  data,
  label,
  formatValue,
  color = '#f97316',
  testId,
}: {
  data: readonly BarDatum[]
  label: string
  formatValue: (value: number) => string
  color?: string
  testId?: string
}) {
  const [ref, width] = useWidth<HTMLDivElement>()
  const labelWidth = Math.min(160, width * 0.4)
  const valueWidth = 56
  const rowHeight = 26
  const height = data.length * rowHeight
  const x = scaleLinear<number>({
    domain: [0, Math.max(1, ...data.map((d) => d.value))],
    range: [0, Math.max(0, width - labelWidth - valueWidth)],
  })
  const y = scaleBand<string>({ domain: data.map((d) => d.key), range: [0, height], padding: 0.25 })
  return (
    <div ref={ref} className="w-full" role="img" aria-label={label} data-testid={testId}>
      {width > 0 ? (
        <svg width={width} height={height} aria-hidden>
          {data.map((d) => {
            const top = y(d.key) ?? 0
            const barWidth = x(d.value)
            return (
              <Group key={d.key} top={top}>
                <text
                  x={labelWidth - 8}
                  y={y.bandwidth() / 2}
                  dy="0.35em"
                  textAnchor="end"
                  fontSize={12}
                  fill="#374151"
                >
                  {d.label.length > 22 ? `${d.label.slice(0, 21)}…` : d.label}
                </text>
                <Bar x={labelWidth} width={barWidth} height={y.bandwidth()} rx={3} fill={color} />
                <text
                  x={labelWidth + barWidth + 6}
                  y={y.bandwidth() / 2}
                  dy="0.35em"
                  fontSize={12}
                  fill="#6b7280"
                >
                  {formatValue(d.value)}
                </text>
              </Group>
            )
          })}
        </svg>
      ) : (
        <div style={{ height }} />
      )}
      {/* The same figures as text for screen readers. */}
      <ul className="sr-only">
        {data.map((d) => (
          <li key={d.key}>
            {d.label}: {formatValue(d.value)}
          </li>
        ))}
      </ul>
    </div>
  )
}
