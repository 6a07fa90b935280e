// A store's name as a link to its page, for every page that names a store outside the store lists
// (a dashboard card, a keyword's products, an ad's advertiser).
import { Link } from '@tanstack/react-router'

/**
 * The name is marketplace text (left untranslated, and marked so for the page's translation tools); the
 * hover colour is the same everywhere, `className` is the look of the list it sits in.
 */
export function StoreLink({ store, className }: { store: { id: number; name: string }; className?: string }) {
  return (
    <Link
      to="/mall-detail"
      search={{ id: store.id }}
      className={className ? `${className} hover:text-brand-600` : 'hover:text-brand-600'}
      data-marketplace-text
    >
      {store.name}
    </Link>
  )
}
