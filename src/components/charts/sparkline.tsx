// A tiny inline line of a short series (a row's 30-day sales), drawn as plain SVG: no visx, so list
// pages that show one per row keep their first-load bundle small. `label` is its text alternative.
export function Sparkline({
  values,
  label,
  width = 96,
  height = 28,
  color = '#f97316',
}: {
  values: readonly number[]
  label: string
  width?: number
  height?: number
  color?: string
}) {
  const max = Math.max(1, ...values)
  const step = values.length > 1 ? width / (values.length - 1) : width
  const points = values
    .map((value, i) => `${(i * step).toFixed(1)},${(height - 2 - (value / max) * (height - 4)).toFixed(1)}`)
    .join(' ')
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <title>{label}</title>
      {values.length > 0 ? (
        <polyline points={points} fill="none" stroke={color} strokeWidth={1.5} strokeLinejoin="round" />
      ) : null}
    </svg>
  )
}
