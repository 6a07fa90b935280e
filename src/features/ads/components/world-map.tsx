// The world choropleth of the ad trend. Lazy-loaded with @visx/geo and topojson-client; the map shapes
// (world-atlas countries-110m) are a static asset of the app fetched when the map first shows, so neither
// enters the first load of any page. Countries with ads are focusable buttons: a click, Enter or Space
// selects one; each has its figure in its name and in a tooltip.
import { NaturalEarth } from '@visx/geo'
import type { Feature, FeatureCollection, Geometry } from 'geojson'
import { type KeyboardEvent, useEffect, useState } from 'react'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import atlasUrl from 'world-atlas/countries-110m.json?url'
import { useWidth } from '@/components/charts/use-width'
import { CODE_BY_NUMERIC } from '@/i18n/names'
import { m } from '@/paraglide/messages'

type Shape = Feature<Geometry, { name?: string }>

let shapes: Promise<Shape[]> | null = null
/** Fetched and converted once per page load. */
function loadShapes(): Promise<Shape[]> {
  shapes ??= fetch(atlasUrl)
    .then((r) => {
      if (!r.ok) throw new Error(`map data: ${r.status}`)
      return r.json() as Promise<Topology<{ countries: GeometryCollection<{ name?: string }> }>>
    })
    .then((topology) => {
      const collection = feature(topology, topology.objects.countries) as FeatureCollection<
        Geometry,
        { name?: string }
      >
      // Antarctica has no ads and takes a fifth of the height.
      return collection.features.filter((f) => f.id !== '010')
    })
  shapes.catch(() => {
    shapes = null
  })
  return shapes
}

export type MapDatum = { value: number; label: string; name: string }

export default function WorldMap({
  data,
  selected,
  onSelect,
  label,
}: {
  /** By country code: the coloured value and the text of its name and tooltip. */
  data: Record<string, MapDatum>
  selected: string | null
  onSelect: (code: string) => void
  label: string
}) {
  const [ref, width] = useWidth<HTMLDivElement>()
  const [features, setFeatures] = useState<Shape[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [hover, setHover] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    loadShapes().then(
      (f) => live && setFeatures(f),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [])
  const height = Math.round(width * 0.5)
  const max = Math.max(0, ...Object.values(data).map((d) => d.value))
  // Square-root scale: a few big markets would otherwise leave every other country the palest tint.
  const tint = (value: number) => {
    const t = max > 0 ? Math.sqrt(value / max) : 0
    const light = 94 - t * 52
    return `hsl(24 95% ${light}%)`
  }
  const select = (code: string) => (e: KeyboardEvent<SVGPathElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      onSelect(code)
    }
  }
  const hovered = hover ? data[hover] : undefined
  return (
    <div ref={ref} className="relative w-full" data-testid="world-map">
      {failed ? (
        <p className="p-6 text-center text-sm text-gray-600">{m.ads_map_failed()}</p>
      ) : !features || width === 0 ? (
        <div
          className="aspect-[2/1] w-full animate-pulse rounded-lg bg-gray-100"
          data-testid="world-map-loading"
        />
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: an SVG group of shapes; a fieldset cannot hold SVG.
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="block h-auto w-full"
          role="group"
          aria-label={label}
          data-testid="world-map-svg"
        >
          <NaturalEarth<Shape> data={features} scale={width / 5.6} translate={[width / 2, height / 1.75]}>
            {({ features: projected }) =>
              projected.map(({ feature: f, path }) => {
                const code = CODE_BY_NUMERIC[String(f.id)]
                const datum = code ? data[code] : undefined
                if (!code || !datum) {
                  return (
                    <path
                      key={`${String(f.id)}-${f.properties?.name ?? ''}`}
                      d={path ?? ''}
                      fill="#f3f4f6"
                      stroke="#d1d5db"
                      strokeWidth={0.5}
                      aria-hidden
                    />
                  )
                }
                const isSelected = selected === code
                return (
                  // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; role, focus and keys make it one.
                  <path
                    key={code}
                    d={path ?? ''}
                    fill={tint(datum.value)}
                    stroke={isSelected ? '#111827' : '#9ca3af'}
                    strokeWidth={isSelected ? 1.5 : 0.5}
                    role="button"
                    tabIndex={0}
                    aria-pressed={isSelected}
                    aria-label={`${datum.name}: ${datum.label}`}
                    data-testid={`map-country-${code}`}
                    className="cursor-pointer outline-none focus-visible:stroke-brand-600 focus-visible:stroke-2"
                    onClick={() => onSelect(code)}
                    onKeyDown={select(code)}
                    onPointerEnter={() => setHover(code)}
                    onPointerLeave={() => setHover(null)}
                    onFocus={() => setHover(code)}
                    onBlur={() => setHover(null)}
                  >
                    <title>{`${datum.name}: ${datum.label}`}</title>
                  </path>
                )
              })
            }
          </NaturalEarth>
        </svg>
      )}
      {hovered ? (
        <div
          className="pointer-events-none absolute top-2 left-2 rounded bg-gray-900/90 px-2 py-1 text-xs text-white"
          data-testid="world-map-tooltip"
        >
          {hovered.name}: {hovered.label}
        </div>
      ) : null}
    </div>
  )
}
