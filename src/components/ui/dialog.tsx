import { X } from 'lucide-react'
import { Dialog as D } from 'radix-ui'
import type * as React from 'react'
import { cn } from '@/lib/cn'
import { m } from '@/paraglide/messages'

export const DialogRoot = D.Root
export const DialogTitle = D.Title
export const DialogDescription = D.Description

type DialogContentProps = React.ComponentProps<typeof D.Content> & {
  /** Login and limit prompts must be answered: a click on the backdrop does not close them. */
  dismissible?: boolean
  /** Width in px (the pay dialog is 611 wide) or a CSS length. */
  width?: number | string
  hideClose?: boolean
}

export function DialogContent({
  className,
  children,
  dismissible = true,
  width,
  hideClose,
  style,
  ...props
}: DialogContentProps) {
  return (
    <D.Portal>
      <D.Overlay className="animate-fade-in fixed inset-0 z-[2100] bg-black/45" />
      <D.Content
        {...props}
        onPointerDownOutside={(e) => {
          if (!dismissible) e.preventDefault()
          props.onPointerDownOutside?.(e)
        }}
        onEscapeKeyDown={(e) => {
          if (!dismissible) e.preventDefault()
          props.onEscapeKeyDown?.(e)
        }}
        style={{ width: typeof width === 'number' ? `${width}px` : width, ...style }}
        className={cn(
          'animate-pop-in fixed top-1/2 left-1/2 z-[2101] max-h-[90vh] w-[420px] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl',
          className,
        )}
      >
        {children}
        {!hideClose && dismissible ? (
          <D.Close
            className="absolute top-3 right-3 rounded-md p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-700"
            aria-label={m.dialog_close()}
          >
            <X className="size-5" />
          </D.Close>
        ) : null}
      </D.Content>
    </D.Portal>
  )
}
