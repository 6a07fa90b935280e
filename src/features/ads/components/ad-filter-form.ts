// How the ad library's filters show in the form (the form part of AD_FILTERS): loaded with the page.
import { type FieldOption, type FormTable, rangeForm, selectForm } from '@/components/data-page/filter-form'
import { m } from '@/paraglide/messages'
import { type AD_FILTERS, AD_FORMATS, AD_PLATFORMS } from '../ads.shared'
import { FORMAT_NAMES, PLATFORM_NAMES } from '../ads-names'

const platformOptions: FieldOption[] = AD_PLATFORMS.map((p) => ({ value: p, label: () => PLATFORM_NAMES[p] }))
const formatOptions: FieldOption[] = AD_FORMATS.map((f) => ({ value: f, label: FORMAT_NAMES[f] }))

export const AD_FORM: FormTable<typeof AD_FILTERS> = {
  platform: selectForm(m.ads_filter_platform, platformOptions),
  country: { control: { kind: 'custom' }, label: m.ads_filter_country },
  format: selectForm(m.ads_filter_format, formatOptions),
  q: {
    control: { kind: 'text', maxLength: 100, placeholder: m.ads_filter_copy_placeholder, wide: true },
    label: m.ads_filter_copy,
  },
  category: { control: { kind: 'custom' }, label: m.ads_filter_category },
  store: { control: { kind: 'hidden' }, label: m.ads_col_store },
  first_from: { control: { kind: 'date' }, label: m.ads_filter_first_from, more: true },
  first_to: { control: { kind: 'date' }, label: m.ads_filter_first_to, more: true },
  days_running: rangeForm(m.ads_col_days_running, true),
  impressions: rangeForm(m.ads_col_impressions, true),
}
