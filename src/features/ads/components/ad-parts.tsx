// Pieces the ad pages share: the creative with its platform and format, the countries line, the card
// of the library's card view, the country select of the filter form.
import { Link } from '@tanstack/react-router'
import { Field, Select } from '@/components/ui/input'
import { StoreLink } from '@/features/catalog/components/store-link'
import { getLocale } from '@/i18n/locale'
import { COUNTRIES, countryName, countryShort, labelColon, listOf } from '@/i18n/names'
import type { Locale } from '@/lib/format'
import { formatCompact, formatDate, formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { AdRow } from '../ads.shared'
import { FORMAT_NAMES, PLATFORM_NAMES } from '../ads-names'

export function AdCreative({ ad, size = 'card' }: { ad: AdRow; size?: 'card' | 'large' | 'thumb' }) {
  const box = size === 'large' ? 'w-full max-w-md' : size === 'thumb' ? 'size-14' : 'w-full'
  return (
    <div className={`relative overflow-hidden rounded-lg bg-gray-100 ${box}`}>
      <img
        src={ad.creative}
        alt={m.ads_creative_alt({ platform: PLATFORM_NAMES[ad.platform], format: FORMAT_NAMES[ad.format]() })}
        loading="lazy"
        width={size === 'thumb' ? 56 : 400}
        height={size === 'thumb' ? 56 : 400}
        className="aspect-square w-full object-cover"
      />
      {size === 'thumb' ? null : (
        <span className="absolute top-2 left-2 flex gap-1 text-xs">
          <span className="rounded bg-gray-900/80 px-1.5 py-0.5 text-white">
            {PLATFORM_NAMES[ad.platform]}
          </span>
          <span className="rounded bg-white/90 px-1.5 py-0.5 text-gray-800">{FORMAT_NAMES[ad.format]()}</span>
        </span>
      )}
    </div>
  )
}

/** Up to this many countries are named on a card; more show the first four and how many others. */
const COUNTRIES_SHOWN = 5

export function CountryList({ codes, locale }: { codes: readonly string[]; locale: Locale }) {
  // "and 1 other country" takes the room of the country it stands for: name it instead.
  const shown = codes.length > COUNTRIES_SHOWN ? codes.slice(0, COUNTRIES_SHOWN - 1) : codes
  return (
    <span
      className="text-xs text-gray-700"
      title={listOf(
        codes.map((c) => countryName(c, locale)),
        locale,
      )}
    >
      {shown.map((c) => countryShort(c, locale)).join(' · ')}
      {shown.length < codes.length ? ` ${m.ads_countries_more({ more: codes.length - shown.length })}` : ''}
    </span>
  )
}

export function AdLink({
  ad,
  children,
  className,
}: {
  ad: Pick<AdRow, 'id'>
  children: React.ReactNode
  className?: string
}) {
  return (
    <Link
      to="/ads-detail"
      search={{ id: ad.id }}
      className={className ?? 'font-medium text-gray-900 hover:text-brand-600'}
      data-testid="ad-link"
    >
      {children}
    </Link>
  )
}

/** The card view's card: the creative, its copy, and the figures the sorts use. */
export function AdCard({ ad }: { ad: AdRow }) {
  const locale = getLocale()
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-3 shadow-sm" data-testid="ad-card">
      <AdLink ad={ad} className="block focus-visible:outline-2 focus-visible:outline-brand-500">
        <AdCreative ad={ad} />
      </AdLink>
      <p className="line-clamp-3 text-sm text-gray-800" data-marketplace-text>
        {ad.copy}
      </p>
      <dl className="mt-auto grid grid-cols-2 gap-x-2 gap-y-1 text-xs text-gray-600">
        <dt>{m.ads_col_first_seen()}</dt>
        <dd className="text-right text-gray-900">{formatDate(ad.firstSeen, locale)}</dd>
        <dt>{m.ads_col_days_running()}</dt>
        <dd className="text-right text-gray-900">{formatNumber(ad.daysRunning)}</dd>
        <dt>{m.ads_col_impressions()}</dt>
        <dd className="text-right text-gray-900">{formatCompact(ad.impressions, locale)}</dd>
        <dt>{m.ads_col_countries()}</dt>
        <dd className="text-right">
          <CountryList codes={ad.countries} locale={locale} />
        </dd>
      </dl>
      {ad.store ? (
        <p className="truncate text-xs text-gray-600">
          {m.ads_col_store()}
          {labelColon(locale)}
          <StoreLink store={ad.store} className="text-gray-900" />
        </p>
      ) : null}
      <AdLink ad={ad} className="text-sm font-medium text-brand-700 hover:underline">
        {m.ads_open_detail()}
      </AdLink>
    </li>
  )
}

export function CountrySelect({
  value,
  onChange,
  label,
}: {
  value: string
  onChange: (v: string) => void
  label: string
}) {
  const locale = getLocale()
  // By English name in both languages, with a plain comparison: localeCompare of Chinese names differs
  // between the server's ICU and the browser's, and the options then failed to hydrate (React #418).
  const codes = Object.keys(COUNTRIES).sort((a, b) => (countryName(a, 'en') < countryName(b, 'en') ? -1 : 1))
  return (
    <Field label={label}>
      {({ id }) => (
        <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid="filter-country">
          <option value="">{m.ads_all_countries()}</option>
          {codes.map((code) => (
            <option key={code} value={code}>
              {countryName(code, locale)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  )
}
