// A daily series as a visx line chart with a tooltip that follows the pointer or the arrow keys.
// Loaded lazily by the pages that show charts, so visx never reaches the first-load bundle of other pages.
import { AxisBottom, AxisLeft } from '@visx/axis'
import { localPoint } from '@visx/event'
import { GridRows } from '@visx/grid'
import { Group } from '@visx/group'
import { scaleLinear } from '@visx/scale'
import { Area, AreaClosed, Line, LinePath } from '@visx/shape'
import { type KeyboardEvent, type PointerEvent, useState } from 'react'
import { addDays } from '@/lib/days'
import { distinctTicks } from './ticks'
import { useWidth } from './use-width'

export type TrendPoint = { day: string; value: number | null }

/** A day's interval around the line (an estimate's 80 % range); null where there is none. */
export type TrendBand = { low: number; high: number } | null

/** The shaded band drawn behind the line, aligned with `points`, and its legend entries. */
export type TrendBandProps = {
  values: readonly TrendBand[]
  /** Legend entry of the band, e.g. "80 % range (estimated)". */
  label: string
  /** Legend entry of the line beside it. */
  lineLabel: string
}

type TrendChartProps = {
  points: readonly TrendPoint[]
  /** Accessible name of the chart. */
  label: string
  formatValue: (value: number) => string
  formatDay: (day: string) => string
  /** Ranks: 1 is best, so the axis runs top-down. */
  invert?: boolean
  height?: number
  color?: string
  testId?: string
  /** Shown when every value is missing. */
  emptyText: string
  /** The series counts things: the value axis shows whole numbers only. */
  wholeNumbers?: boolean
  /** An interval drawn as a shaded area behind the line, with a legend. */
  band?: TrendBandProps
}

const MARGIN = { top: 12, right: 16, bottom: 28, left: 52 }

export function TrendChart({
  points,
  label,
  formatValue,
  formatDay,
  invert = false,
  height = 220,
  color = '#f97316',
  testId = 'trend-chart',
  emptyText,
  wholeNumbers = false,
  band,
}: TrendChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>()
  const [active, setActive] = useState<number | null>(null)
  const values = points.map((p) => p.value).filter((v): v is number => v !== null)
  const bandDays = band?.values ?? []
  const hasBand = bandDays.some((b) => b !== null)
  // The axis spans the band too, so its upper edge is not cut off.
  const extent = hasBand ? [...values, ...bandDays.flatMap((b) => (b ? [b.low, b.high] : []))] : values
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right)
  const innerHeight = height - MARGIN.top - MARGIN.bottom
  const min = values.length ? Math.min(...extent) : 0
  const max = values.length ? Math.max(...extent) : 1
  const pad = max === min ? Math.max(1, Math.abs(max) * 0.1) : (max - min) * 0.08
  const x = scaleLinear<number>({ domain: [0, Math.max(1, points.length - 1)], range: [0, innerWidth] })
  const y = scaleLinear<number>({
    domain: invert ? [max + pad, Math.max(0, min - pad)] : [Math.max(0, min - pad), max + pad],
    range: [innerHeight, 0],
    nice: true,
  })
  const defined = (p: TrendPoint) => p.value !== null
  const px = (_p: TrendPoint, i: number) => x(i)
  const py = (p: TrendPoint) => y(p.value ?? 0)
  const point = active === null ? undefined : points[active]
  const activeBand = active === null ? null : (bandDays[active] ?? null)
  const bandIndexes = bandDays.map((_, i) => i)

  const pick = (e: PointerEvent<SVGRectElement>) => {
    const at = localPoint(e)
    if (!at || points.length === 0) return
    const index = Math.round(x.invert(at.x - MARGIN.left))
    setActive(Math.min(points.length - 1, Math.max(0, index)))
  }
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (points.length === 0) return
    const last = points.length - 1
    const current = active ?? last
    const next =
      e.key === 'ArrowLeft'
        ? current - 1
        : e.key === 'ArrowRight'
          ? current + 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null
    if (next === null) return
    e.preventDefault()
    setActive(Math.min(last, Math.max(0, next)))
  }
  const tickDays = points.length > 1 ? [0, Math.floor((points.length - 1) / 2), points.length - 1] : [0]

  const chart = (
    <div
      ref={ref}
      className="relative w-full rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys move the tooltip along the series
      tabIndex={0}
      role="img"
      aria-label={label}
      onKeyDown={onKey}
      onFocus={() => setActive((a) => a ?? points.length - 1)}
      onBlur={() => setActive(null)}
      data-testid={testId}
    >
      {values.length === 0 ? (
        <p className="flex items-center justify-center text-sm text-gray-500" style={{ height }}>
          {emptyText}
        </p>
      ) : width > 0 ? (
        <svg width={width} height={height} aria-hidden>
          <Group left={MARGIN.left} top={MARGIN.top}>
            <GridRows scale={y} width={innerWidth} numTicks={4} stroke="#f1f5f9" />
            {hasBand ? (
              <Area
                data={bandIndexes}
                x={(i) => x(i)}
                y0={(i) => y(bandDays[i]?.low ?? 0)}
                y1={(i) => y(bandDays[i]?.high ?? 0)}
                defined={(i) => bandDays[i] != null}
                fill={color}
                fillOpacity={0.22}
                data-testid={`${testId}-band`}
              />
            ) : null}
            {invert || hasBand ? null : (
              <AreaClosed
                data={[...points]}
                x={px}
                y={py}
                yScale={y}
                defined={defined}
                fill={color}
                fillOpacity={0.08}
              />
            )}
            <LinePath data={[...points]} x={px} y={py} defined={defined} stroke={color} strokeWidth={2} />
            <AxisLeft
              scale={y}
              numTicks={4}
              // Counts of a few units would get ticks 0.5 apart that read as "1, 1, 2, 2": whole ticks
              // only when asked, and never two ticks with the same label (a rank axis read "#1 #1 #1 #2").
              tickValues={distinctTicks(y.ticks(4), formatValue, wholeNumbers)}
              tickFormat={(v) => formatValue(Number(v))}
              stroke="#e5e7eb"
              tickStroke="#e5e7eb"
              tickLabelProps={{ fill: '#6b7280', fontSize: 11, textAnchor: 'end', dx: -4, dy: 3 }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={tickDays}
              tickFormat={(v) => {
                const p = points[Number(v)]
                return p ? formatDay(p.day) : ''
              }}
              stroke="#e5e7eb"
              tickStroke="#e5e7eb"
              tickLabelProps={(_v, i) => ({
                fill: '#6b7280',
                fontSize: 11,
                textAnchor: i === 0 ? 'start' : i === tickDays.length - 1 ? 'end' : 'middle',
              })}
            />
            {point && active !== null ? (
              <>
                <Line
                  from={{ x: x(active), y: 0 }}
                  to={{ x: x(active), y: innerHeight }}
                  stroke="#9ca3af"
                  strokeDasharray="3 3"
                />
                {point.value !== null ? (
                  <circle
                    cx={x(active)}
                    cy={y(point.value)}
                    r={4}
                    fill={color}
                    stroke="white"
                    strokeWidth={2}
                  />
                ) : null}
              </>
            ) : null}
            <rect
              width={innerWidth}
              height={innerHeight}
              fill="transparent"
              onPointerMove={pick}
              onPointerDown={pick}
              onPointerLeave={() => setActive(null)}
            />
          </Group>
        </svg>
      ) : (
        <div style={{ height }} />
      )}
      {point && active !== null ? (
        <div
          role="status"
          className="pointer-events-none absolute top-1 rounded-md bg-gray-900/90 px-2 py-1 text-xs whitespace-nowrap text-white shadow"
          style={{
            left: Math.min(Math.max(MARGIN.left + x(active) - 50, 0), Math.max(0, width - 120)),
          }}
          data-testid={`${testId}-tooltip`}
        >
          <span className="block text-gray-300">{formatDay(point.day)}</span>
          <span className="font-semibold">{point.value === null ? '-' : formatValue(point.value)}</span>
          {activeBand ? (
            <span className="block text-gray-300">
              {formatValue(activeBand.low)}–{formatValue(activeBand.high)}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  )
  if (!band || !hasBand) return chart
  return (
    <div>
      {chart}
      {/* Outside the chart (role="img" hides its children): the legend is read like any text. */}
      <ul
        className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600"
        data-testid={`${testId}-legend`}
      >
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 rounded" style={{ backgroundColor: color }} aria-hidden />
          {band.lineLabel}
        </li>
        <li className="flex items-center gap-1.5">
          <span
            className="inline-block h-3 w-4 rounded-sm"
            style={{ backgroundColor: color, opacity: 0.3 }}
            aria-hidden
          />
          {band.label}
        </li>
      </ul>
    </div>
  )
}

/** The last `days` days of a series that starts on `startDate`, as dated points (values or bands). */
export function lastDays<T = number>(
  startDate: string,
  values: ReadonlyArray<T | null>,
  days: number,
): Array<{ day: string; value: T | null }> {
  const from = Math.max(0, values.length - days)
  return values.slice(from).map((value, i) => ({ day: addDays(startDate, from + i), value }))
}
