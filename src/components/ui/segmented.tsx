// A small set of mutually exclusive choices shown side by side (a chart's 7/30/90 days): buttons that
// say which one is pressed, grouped under a legend screen readers announce.
import { cn } from '@/lib/cn'

export function Segmented<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  label,
  className,
  testId,
}: {
  legend: string
  options: readonly T[]
  value: T
  onChange: (value: T) => void
  label: (value: T) => string
  className?: string
  /** Each button's test id is `${testId}-${value}`. */
  testId?: string
}) {
  return (
    <fieldset className={cn('flex gap-1', className)}>
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={cn(
            'h-8 rounded-md px-3 text-sm',
            option === value ? 'bg-brand-500 text-white' : 'border border-gray-300 hover:border-brand-500',
          )}
          data-testid={testId ? `${testId}-${option}` : undefined}
        >
          {label(option)}
        </button>
      ))}
    </fieldset>
  )
}
