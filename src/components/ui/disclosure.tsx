import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { cn } from '@/lib/cn'

type DisclosureProps = {
  /** Renders the trigger's content; the component owns the <button>. */
  label: ReactNode
  children: ReactNode
  triggerClassName?: string
  panelClassName?: string
  align?: 'start' | 'end'
  side?: 'bottom' | 'top'
  testId?: string
  ariaLabel?: string
}

/**
 * A button that shows a panel of links (the disclosure navigation pattern): closes on outside click,
 * Escape or a click inside. Light enough for the first page load, unlike a positioned menu library.
 */
export function Disclosure({
  label,
  children,
  triggerClassName,
  panelClassName,
  align = 'end',
  side = 'bottom',
  testId,
  ariaLabel,
}: DisclosureProps) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      if (e.target instanceof Node && !root.current?.contains(e.target)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      trigger.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])
  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        data-testid={testId}
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={triggerClassName}
      >
        {label}
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on one of the links inside closes the panel; the links stay keyboard-operable. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it from the keyboard (see the effect above). */}
      <div
        id={panelId}
        hidden={!open}
        onClick={() => setOpen(false)}
        className={cn(
          'animate-fade-in absolute z-[2050] min-w-[150px] rounded-lg border border-gray-200 bg-white p-1 text-gray-800 shadow-lg',
          align === 'end' ? 'right-0' : 'left-0',
          side === 'bottom' ? 'top-full mt-1.5' : 'bottom-full mb-1.5',
          panelClassName,
        )}
      >
        {children}
      </div>
    </div>
  )
}
