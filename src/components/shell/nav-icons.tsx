import {

  Bot,
  Building2,
  Calculator,
  CaseSensitive,
  ChartPie,
  Crown,
  Database,
  Download,
  FileBadge,
  Flame,
  Globe,
  Handshake,
  ImageUp,
  KeyRound,
  Layers,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  Package,
  PackageX,
  Printer,
  Puzzle,
  Rocket,
  Search,
  ShieldCheck,
  Sparkles,
  Store,
  Tag,
  TrendingUp,
  Truck,
} from 'lucide-react'
import type { MenuItem, NavIcon } from '@/config/site-config'
import { cn } from '@/lib/cn'

export const NAV_ICON_COMPONENTS: Record<NavIcon, LucideIcon> = {
  'trending-up': TrendingUp,
  crown: Crown,
  package: Package,
  flame: Flame,
  sparkles: Sparkles,
  tag: Tag,
  'package-x': PackageX,
  rocket: Rocket,
  layers: Layers,
  store: Store,
  search: Search,
  'key-round': KeyRound,
  megaphone: Megaphone,
  globe: Globe,
  'layout-dashboard': LayoutDashboard,
  'image-search': ImageUp,
  'shield-check': ShieldCheck,
  'file-badge': FileBadge,
  printer: Printer,
  calculator: Calculator,
  'case-sensitive': CaseSensitive,
  puzzle: Puzzle,
  bot: Bot,
  download: Download,
  handshake: Handshake,
  truck: Truck,
  building: Building2,
  'chart-pie': ChartPie,
  database: Database,
}


export function NavItemIcon({ item, className }: { item: MenuItem; className?: string }) {
  if (!item.icon) return null
  const Icon = NAV_ICON_COMPONENTS[item.icon]
  return <Icon className={cn('size-4 shrink-0 text-brand-500', className)} aria-hidden />
}
