import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import { m } from '@/paraglide/messages'

/** Spec §9: the control appears after 200 px of scroll. */
export const BACK_TO_TOP_THRESHOLD_PX = 200

export function BackToTop() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      data-testid="back-to-top"
      aria-label={m.back_to_top()}
      onClick={() => window.scrollTo({ top: 0 })}
      className="animate-fade-in fixed right-4 bottom-6 z-[1900] rounded-full bg-white p-3 text-gray-700 shadow-lg ring-1 ring-gray-200 hover:text-brand-600"
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  )
}
