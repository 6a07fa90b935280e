import { ArrowLeftRight } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field, Input, Select } from '@/components/ui/input'
import { apiEnvelope } from '@/features/account/session'
import type { ExchangeRates } from '@/features/common/common.api'
import { getLocale } from '@/i18n/locale'
import { isSuccess } from '@/lib/api-codes'
import { m } from '@/paraglide/messages'
import {
  ageInDays,
  amountText,
  cacheRates,
  convert,
  convertMoney,
  currencyName,
  formatCurrency,
  formatMoney,
  orderedCurrencies,
  parseAmount,
  type Rates,
  ratesFromReply,
  readCachedRates,
  STALE_AFTER_DAYS,
} from '../currency'

type Load = { state: 'loading' } | { state: 'ready'; rates: Rates } | { state: 'failed' }

async function loadRates(): Promise<Rates | null> {
  const cached = readCachedRates()
  if (cached) return cached
  const reply = await apiEnvelope<ExchangeRates>('GET', '/api/common/rate')
  if (!isSuccess(reply.code) || !reply.data) return null
  const rates = ratesFromReply(reply.data)
  // Only an accepted reply is kept for the session; a refused one is asked again on the next visit.
  if (rates) cacheRates(reply.data)
  return rates
}

export function CurrencyConverterPage() {
  const locale = getLocale()
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [amountText, setAmountText] = useState('100')
  const [from, setFrom] = useState('USD')
  const [to, setTo] = useState(locale === 'cn' ? 'CNY' : 'EUR')

  useEffect(() => {
    let live = true
    void loadRates().then((rates) => {
      if (live) setLoad(rates ? { state: 'ready', rates } : { state: 'failed' })
    })
    return () => {
      live = false
    }
  }, [])

  const amount = parseAmount(amountText)
  const amountError = amountText.trim() !== '' && amount === null ? m.tools_currency_bad_amount() : undefined

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{m.tools_currency_title_page()}</h1>
      <p className="mt-2 text-gray-600">{m.tools_currency_intro()}</p>
      <Card className="mt-6">
        {load.state === 'loading' ? (
          <p className="py-8 text-center text-gray-500" role="status">
            {m.tools_currency_loading()}
          </p>
        ) : load.state === 'failed' ? (
          <p className="py-8 text-center text-red-700" role="alert" data-testid="currency-failed">
            {m.tools_currency_unavailable()}
          </p>
        ) : (
          <Converter
            rates={load.rates}
            amountText={amountText}
            setAmountText={setAmountText}
            amount={amount}
            amountError={amountError}
            from={from}
            to={to}
            setFrom={setFrom}
            setTo={setTo}
          />
        )}
      </Card>
    </div>
  )
}

function Converter(props: {
  rates: Rates
  amountText: string
  setAmountText: (v: string) => void
  amount: number | null
  amountError: string | undefined
  from: string
  to: string
  setFrom: (v: string) => void
  setTo: (v: string) => void
}) {
  const { rates, amount } = props
  const locale = getLocale()
  const codes = orderedCurrencies(rates)
  // The chosen currencies, or defaults the rates carry: not every source lists the euro or the yuan.
  const from = codes.includes(props.from) ? props.from : (codes[0] ?? 'USD')
  const to = codes.includes(props.to)
    ? props.to
    : ([locale === 'cn' ? 'CNY' : 'EUR', 'CNY', 'EUR', ...codes].find(
        (c) => c !== from && codes.includes(c),
      ) ?? from)
  const typed = amountText(props.amountText)
  const result = typed === null ? null : convertMoney(typed, from, to, rates)
  const unit = convert(1, from, to, rates)
  const age = ageInDays(rates.date)
  const options = codes.map((code) => (
    <option key={code} value={code}>
      {code} · {currencyName(code, locale)}
    </option>
  ))

  return (
    <div className="flex flex-col gap-4">
      <Field label={m.tools_currency_amount()} error={props.amountError}>
        {(control) => (
          <Input
            {...control}
            controlSize="lg"
            inputMode="decimal"
            value={props.amountText}
            onChange={(e) => props.setAmountText(e.target.value)}
            data-testid="currency-amount"
          />
        )}
      </Field>
      <div className="grid grid-cols-[1fr_auto_1fr] items-end gap-2">
        <Field label={m.tools_currency_from()}>
          {(control) => (
            <Select
              {...control}
              controlSize="lg"
              value={from}
              onChange={(e) => props.setFrom(e.target.value)}
              data-testid="currency-from"
            >
              {options}
            </Select>
          )}
        </Field>
        <Button
          variant="outline"
          size="icon"
          className="mb-0.5"
          aria-label={m.tools_currency_swap()}
          title={m.tools_currency_swap()}
          onClick={() => {
            props.setFrom(to)
            props.setTo(from)
          }}
          data-testid="currency-swap"
        >
          <ArrowLeftRight aria-hidden />
        </Button>
        <Field label={m.tools_currency_to()}>
          {(control) => (
            <Select
              {...control}
              controlSize="lg"
              value={to}
              onChange={(e) => props.setTo(e.target.value)}
              data-testid="currency-to"
            >
              {options}
            </Select>
          )}
        </Field>
      </div>
      <output
        className="block rounded-lg bg-brand-50 px-4 py-5 text-center"
        aria-live="polite"
        data-testid="currency-result"
      >
        {amount !== null && typed !== null && result !== null ? (
          <>
            <span className="block text-sm text-gray-600">{formatMoney(typed, from, locale)} =</span>
            <span className="block text-3xl font-bold text-gray-900" data-testid="currency-result-value">
              {formatMoney(result, to, locale)}
            </span>
          </>
        ) : (
          <span className="text-gray-500">{m.tools_currency_enter_amount()}</span>
        )}
      </output>
      {unit !== null ? (
        <p className="text-center text-sm text-gray-600" data-testid="currency-unit">
          {formatCurrency(1, from, locale)} = {formatCurrency(unit, to, locale)}
        </p>
      ) : null}
      <p className="text-center text-xs text-gray-500" data-testid="currency-date">
        {rates.date ? m.tools_currency_rates_date({ date: rates.date }) : m.tools_currency_rates_undated()}
      </p>
      {rates.feedFailed || (age !== null && age > STALE_AFTER_DAYS) ? (
        <p
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800"
          role="status"
          data-testid="currency-stale"
        >
          {rates.feedFailed
            ? m.tools_currency_feed_failed({ days: String(age ?? 0) })
            : m.tools_currency_stale({ days: String(age ?? 0) })}
        </p>
      ) : null}
    </div>
  )
}
