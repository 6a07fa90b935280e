// Deterministic SVG illustrations for demo data: product pictures, store logos and ad creatives.
// The demo has no photographs and must not hot-link anything, so each image is drawn from a few
// parameters encoded in its app path (`/img/p/dress-red-2.svg`); the server renders the path on
// request. No text is drawn: text would need fonts the server may not have, and would leak English
// into the Chinese interface.
//
// Images are meant to behave like photographs of products for the supplier image search: the same
// shape in the same colour with another variant (background tint, a small decoration) must hash
// close, another shape must hash far; the variants are chosen to keep the silhouette unchanged.

export const SHAPES = [
  'dress',
  'shirt',
  'pan',
  'lipstick',
  'block',
  'paw',
  'ball',
  'headphones',
  'phone',
  'ring',
  'bag',
  'shoe',
  'bottle',
  'car',
  'wrench',
  'pencil',
  'palette',
  'plant',
  'pill',
  'appliance',
] as const
export type ShapeName = (typeof SHAPES)[number]

export interface PaletteColor {
  id: string
  hex: string
  en: string
  cn: string
}

/** The fixed colour palette; ids appear in image paths, en/cn in product titles. */
export const PALETTE: readonly PaletteColor[] = [
  { id: 'black', hex: '#2b2b30', en: 'Black', cn: '黑色' },
  { id: 'red', hex: '#d23c3f', en: 'Red', cn: '红色' },
  { id: 'pink', hex: '#e97aa5', en: 'Pink', cn: '粉色' },
  { id: 'orange', hex: '#ef8535', en: 'Orange', cn: '橙色' },
  { id: 'yellow', hex: '#efbd2b', en: 'Yellow', cn: '黄色' },
  { id: 'green', hex: '#3e9a59', en: 'Green', cn: '绿色' },
  { id: 'teal', hex: '#25979a', en: 'Teal', cn: '青色' },
  { id: 'blue', hex: '#3a6fd8', en: 'Blue', cn: '蓝色' },
  { id: 'navy', hex: '#27386a', en: 'Navy', cn: '藏青色' },
  { id: 'purple', hex: '#7c4dc4', en: 'Purple', cn: '紫色' },
  { id: 'brown', hex: '#8b5a3b', en: 'Brown', cn: '棕色' },
  { id: 'grey', hex: '#878e99', en: 'Grey', cn: '灰色' },
]
export const COLOR_IDS: readonly string[] = PALETTE.map((color) => color.id)

export const VARIANT_COUNT = 4
export const AD_PLATFORMS = ['facebook', 'instagram', 'tiktok', 'youtube', 'google', 'pinterest'] as const
export type AdPlatform = (typeof AD_PLATFORMS)[number]
/** Store logos are `/img/logo/<n>.svg` with 0 ≤ n < LOGO_COUNT. */
export const LOGO_COUNT = 1000

export interface ProductImageParams {
  shape: ShapeName
  color: string
  variant: number
}
export interface AdCreativeParams extends ProductImageParams {
  platform: AdPlatform
}
export type ImagePathInfo =
  | ({ kind: 'product' } & ProductImageParams)
  | ({ kind: 'ad' } & AdCreativeParams)
  | { kind: 'logo'; seed: number }

// ---------------------------------------------------------------------------------------------
// Colour helpers

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  const part = (channel: number) =>
    Math.max(0, Math.min(255, Math.round(channel)))
      .toString(16)
      .padStart(2, '0')
  return `#${part(r)}${part(g)}${part(b)}`
}

/** Linear mix of two colours; `amount` 0 keeps `from`, 1 gives `to`. */
function mix(from: string, to: string, amount: number): string {
  const a = hexToRgb(from)
  const b = hexToRgb(to)
  return rgbToHex([
    a[0] + (b[0] - a[0]) * amount,
    a[1] + (b[1] - a[1]) * amount,
    a[2] + (b[2] - a[2]) * amount,
  ])
}

interface Tones {
  base: string
  dark: string
  light: string
  pale: string
  bg: string
}

function paletteHex(colorId: string): string {
  const color = PALETTE.find((candidate) => candidate.id === colorId)
  if (!color) throw new RangeError(`unknown colour ${colorId}`)
  return color.hex
}

// Background tints per variant: all very light so the product stays the dominant shape.
const BACKGROUNDS = ['#f6f3ee', '#eef2f7', '#f4eff5', '#edf4ee']

function tones(colorId: string, variant: number): Tones {
  const base = paletteHex(colorId)
  return {
    base,
    dark: mix(base, '#000000', 0.3),
    light: mix(base, '#ffffff', 0.45),
    pale: mix(base, '#ffffff', 0.8),
    bg: BACKGROUNDS[variant % BACKGROUNDS.length]!,
  }
}

// ---------------------------------------------------------------------------------------------
// Silhouettes, drawn in a 400×400 box with the object roughly within 70..340.

type Painter = (t: Tones) => string

const PAINTERS: Record<ShapeName, Painter> = {
  dress: (t) =>
    `<path d="M172 70h14l6 38q8 10 16 0l6-38h14l4 60q2 24-10 40l76 146q-98 30-196 0l76-146q-12-16-10-40z" fill="${t.base}"/>` +
    `<rect x="172" y="164" width="56" height="14" rx="7" fill="${t.dark}"/>` +
    `<path d="M178 184l-50 118q20 8 40 12l28-130z" fill="${t.light}" opacity=".45"/>`,
  shirt: (t) =>
    `<path d="M156 84q44 30 88 0l58 22 32 66-42 18-14-26v156H122V164l-14 26-42-18 32-66z" fill="${t.base}"/>` +
    `<path d="M160 86q40 36 80 0" fill="none" stroke="${t.dark}" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="220" y="150" width="34" height="38" rx="5" fill="${t.dark}" opacity=".45"/>` +
    `<path d="M200 118v196" stroke="${t.dark}" stroke-width="4" opacity=".35"/>`,
  pan: (t) =>
    `<rect x="250" y="156" width="128" height="28" rx="14" transform="rotate(-28 250 170)" fill="#3a3438"/>` +
    `<circle cx="165" cy="218" r="104" fill="${t.base}"/>` +
    `<circle cx="165" cy="218" r="82" fill="${t.dark}"/>` +
    `<path d="M112 176a68 68 0 0 1 60-32" fill="none" stroke="${t.light}" stroke-width="10" stroke-linecap="round" opacity=".6"/>`,
  lipstick: (t) =>
    `<rect x="146" y="216" width="100" height="112" rx="12" fill="${t.dark}"/>` +
    `<rect x="156" y="184" width="80" height="38" rx="6" fill="#d9c08a"/>` +
    `<path d="M166 186v-64q0-20 20-30l42-16v110z" fill="${t.base}"/>` +
    `<path d="M180 182v-56q0-12 10-18" fill="none" stroke="${t.light}" stroke-width="8" stroke-linecap="round" opacity=".6"/>` +
    `<rect x="268" y="238" width="64" height="90" rx="12" fill="${t.dark}" opacity=".85"/>`,
  block: (t) =>
    `<rect x="94" y="230" width="212" height="96" rx="12" fill="${t.base}"/>` +
    `<rect x="106" y="210" width="34" height="26" rx="7" fill="${t.base}"/>` +
    `<rect x="262" y="210" width="34" height="26" rx="7" fill="${t.base}"/>` +
    `<rect x="148" y="142" width="120" height="92" rx="12" fill="${t.light}"/>` +
    `<rect x="160" y="118" width="36" height="28" rx="7" fill="${t.light}"/>` +
    `<rect x="220" y="118" width="36" height="28" rx="7" fill="${t.light}"/>` +
    `<rect x="94" y="300" width="212" height="26" rx="12" fill="${t.dark}" opacity=".35"/>`,
  paw: (t) =>
    `<path d="M200 196c44 0 86 44 86 86 0 34-30 44-52 38-16-4-24-10-34-10s-18 6-34 10c-22 6-52-4-52-38 0-42 42-86 86-86z" fill="${t.base}"/>` +
    `<ellipse cx="122" cy="178" rx="28" ry="36" transform="rotate(-22 122 178)" fill="${t.base}"/>` +
    `<ellipse cx="170" cy="122" rx="28" ry="38" transform="rotate(-8 170 122)" fill="${t.base}"/>` +
    `<ellipse cx="230" cy="122" rx="28" ry="38" transform="rotate(8 230 122)" fill="${t.base}"/>` +
    `<ellipse cx="278" cy="178" rx="28" ry="36" transform="rotate(22 278 178)" fill="${t.base}"/>` +
    `<ellipse cx="186" cy="236" rx="18" ry="10" fill="${t.light}" opacity=".5"/>`,
  ball: (t) =>
    `<circle cx="200" cy="206" r="118" fill="${t.base}"/>` +
    `<g fill="none" stroke="${t.dark}" stroke-width="7" stroke-linecap="round">` +
    `<path d="M82 206h236M200 88v236M118 120q60 86 0 172M282 120q-60 86 0 172"/></g>` +
    `<ellipse cx="150" cy="148" rx="34" ry="22" transform="rotate(-35 150 148)" fill="#ffffff" opacity=".25"/>`,
  headphones: (t) =>
    `<path d="M108 236q-4-150 92-150t92 150" fill="none" stroke="${t.dark}" stroke-width="24" stroke-linecap="round"/>` +
    `<rect x="76" y="206" width="64" height="116" rx="28" fill="${t.base}"/>` +
    `<rect x="260" y="206" width="64" height="116" rx="28" fill="${t.base}"/>` +
    `<rect x="128" y="220" width="22" height="88" rx="10" fill="${t.dark}"/>` +
    `<rect x="250" y="220" width="22" height="88" rx="10" fill="${t.dark}"/>` +
    `<rect x="90" y="222" width="12" height="60" rx="6" fill="${t.light}" opacity=".6"/>`,
  // Tilted, like a phone propped on a stand in a listing photo (an upright slab hashes like a shirt).
  phone: (t) =>
    `<g transform="rotate(16 200 200)">` +
    `<rect x="128" y="62" width="144" height="276" rx="28" fill="${t.dark}"/>` +
    `<rect x="140" y="80" width="120" height="240" rx="16" fill="${t.base}"/>` +
    `<rect x="180" y="88" width="40" height="10" rx="5" fill="${t.dark}"/>` +
    `<g fill="#ffffff" opacity=".55">` +
    `<rect x="154" y="116" width="24" height="24" rx="6"/><rect x="188" y="116" width="24" height="24" rx="6"/>` +
    `<rect x="222" y="116" width="24" height="24" rx="6"/><rect x="154" y="152" width="24" height="24" rx="6"/>` +
    `<rect x="188" y="152" width="24" height="24" rx="6"/><rect x="222" y="152" width="24" height="24" rx="6"/></g>` +
    `<rect x="176" y="300" width="48" height="6" rx="3" fill="#ffffff" opacity=".6"/></g>`,
  ring: (t) =>
    `<circle cx="200" cy="244" r="86" fill="none" stroke="${t.base}" stroke-width="26"/>` +
    `<path d="M152 250a52 52 0 0 0 30 62" fill="none" stroke="${t.light}" stroke-width="8" stroke-linecap="round" opacity=".6"/>` +
    `<path d="M158 104h84l24 30-66 70-66-70z" fill="${t.light}"/>` +
    `<path d="M158 104l18 30h48l18-30M134 134h132M176 134l24 70 24-70" fill="none" stroke="${t.dark}" stroke-width="4" stroke-linejoin="round"/>`,
  bag: (t) =>
    `<path d="M146 176q0-90 54-90t54 90" fill="none" stroke="${t.dark}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M108 170h184l26 148q2 14-12 14H94q-14 0-12-14z" fill="${t.base}"/>` +
    `<path d="M108 170h184l-10 54q-82 34-164 0z" fill="${t.dark}" opacity=".4"/>` +
    `<circle cx="200" cy="232" r="10" fill="${t.light}"/>`,
  shoe: (t) =>
    `<path d="M64 296v-48q0-20 24-26l60-14q22-36 54-42l26-2q14 32 46 46l52 20q30 12 30 40v26z" fill="${t.base}"/>` +
    `<rect x="56" y="288" width="306" height="30" rx="14" fill="${t.dark}"/>` +
    `<path d="M64 252q44-4 84-40" fill="none" stroke="${t.light}" stroke-width="8" stroke-linecap="round" opacity=".6"/>` +
    `<g stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity=".75"><path d="M196 190l22 14M186 206l24 14M176 222l24 14"/></g>`,
  bottle: (t) =>
    `<path d="M186 92q14-36 28 0l8 28h-44z" fill="#efd5ae"/>` +
    `<rect x="160" y="116" width="80" height="32" rx="8" fill="${t.dark}"/>` +
    `<rect x="148" y="146" width="104" height="186" rx="34" fill="${t.base}"/>` +
    `<rect x="160" y="160" width="80" height="120" rx="24" fill="#ffffff" opacity=".3"/>` +
    `<g stroke="#ffffff" stroke-width="5" stroke-linecap="round"><path d="M224 190h14M224 214h14M224 238h14M224 262h14"/></g>`,
  car: (t) =>
    `<path d="M58 274v-40q2-18 24-22l46-8 34-46q10-12 26-12h76q16 0 26 12l32 44 32 8q24 6 24 26v38z" fill="${t.base}"/>` +
    `<path d="M170 160h46v44h-78zM230 160h22q10 0 16 8l26 36h-64z" fill="${t.pale}"/>` +
    `<circle cx="124" cy="276" r="34" fill="#2f2e35"/><circle cx="124" cy="276" r="13" fill="#d2d3d8"/>` +
    `<circle cx="286" cy="276" r="34" fill="#2f2e35"/><circle cx="286" cy="276" r="13" fill="#d2d3d8"/>` +
    `<rect x="314" y="222" width="22" height="12" rx="6" fill="#f6d36b"/>`,
  wrench: (t) =>
    `<g transform="rotate(-45 200 200)">` +
    `<rect x="184" y="130" width="32" height="186" rx="16" fill="${t.base}"/>` +
    `<circle cx="200" cy="106" r="52" fill="${t.base}"/>` +
    `<rect x="184" y="48" width="32" height="58" rx="6" fill="${t.bg}"/>` +
    `<circle cx="200" cy="322" r="34" fill="${t.base}"/>` +
    `<circle cx="200" cy="322" r="15" fill="${t.bg}"/>` +
    `<rect x="192" y="150" width="16" height="140" rx="8" fill="${t.dark}" opacity=".35"/></g>`,
  pencil: (t) =>
    `<g transform="rotate(40 200 200)">` +
    `<rect x="176" y="96" width="48" height="196" fill="${t.base}"/>` +
    `<rect x="192" y="96" width="16" height="196" fill="${t.dark}" opacity=".3"/>` +
    `<rect x="174" y="76" width="52" height="22" fill="#c9c9ce"/>` +
    `<rect x="176" y="46" width="48" height="32" rx="8" fill="#f2a7a4"/>` +
    `<path d="M176 292h48l-24 56z" fill="#f0d2a2"/><path d="M192 329h16l-8 19z" fill="#35333a"/></g>`,
  palette: (t) =>
    `<path d="M200 84c90 0 144 58 136 124-6 48-48 58-70 38-18-16-42 0-30 26 14 32-10 60-50 58-70-4-122-54-120-122 2-70 56-124 134-124z" fill="${t.base}"/>` +
    `<circle cx="140" cy="156" r="20" fill="#e4572e"/><circle cx="196" cy="124" r="20" fill="#f3c623"/>` +
    `<circle cx="254" cy="144" r="20" fill="#3a86ff"/><circle cx="120" cy="222" r="20" fill="#38a35a"/>` +
    `<circle cx="166" cy="278" r="20" fill="#ffffff"/>`,
  plant: (t) =>
    `<g fill="#3f8f52"><path d="M200 244c-52-30-66-92-40-140 34 28 50 84 40 140z"/>` +
    `<path d="M204 244c14-64 58-104 108-104-6 58-48 96-108 104z" fill="#4fa864"/>` +
    `<path d="M196 244c-30-40-84-54-120-38 24 40 72 52 120 38z" fill="#347a46"/>` +
    `<path d="M202 244c0-70 14-118 44-150 14 52 0 110-44 150z" fill="#5ab56e"/></g>` +
    `<path d="M132 250h136l-18 84h-100z" fill="${t.base}"/>` +
    `<rect x="122" y="236" width="156" height="26" rx="8" fill="${t.dark}"/>`,
  pill: (t) =>
    `<g transform="rotate(-35 190 190)">` +
    `<rect x="96" y="150" width="196" height="78" rx="39" fill="${t.base}"/>` +
    `<path d="M194 150h-59a39 39 0 0 0 0 78h59z" fill="${t.pale}"/>` +
    `<rect x="120" y="164" width="60" height="12" rx="6" fill="#ffffff" opacity=".55"/></g>` +
    `<circle cx="284" cy="286" r="40" fill="${t.light}"/>` +
    `<path d="M256 286h56" stroke="${t.dark}" stroke-width="6" stroke-linecap="round"/>`,
  appliance: (t) =>
    `<rect x="140" y="84" width="120" height="24" rx="8" fill="${t.dark}"/>` +
    `<path d="M148 106h104l-12 152h-80z" fill="${t.pale}"/>` +
    `<path d="M154 176h92l-6 82h-80z" fill="${t.base}" opacity=".85"/>` +
    `<path d="M252 130h22q10 0 10 10v70q0 10-10 10h-26" fill="none" stroke="${t.dark}" stroke-width="10"/>` +
    `<path d="M132 256h136l10 76H122z" fill="${t.base}"/>` +
    `<circle cx="200" cy="296" r="14" fill="${t.pale}"/>`,
}

// Variants are other shots of the same product, as suppliers' photos of one item differ: the studio
// background tint, and a prop beside the product (a hanging tag, a price sticker, a display stand).
// The props are a mid grey, not a pale tint of the product: a pale mark vanished into the background
// as soon as a picture was brightened or its background swapped, leaving the four shots identical.
// They sit inside the central 70% (a seller's tighter crop keeps them), small enough that the
// silhouette, and so the item-level match, stays as it is.
const PROP = '#8f97a3'
function decoration(variant: number): string {
  switch (variant % VARIANT_COUNT) {
    case 1:
      return (
        `<path d="M296 66h34q6 0 6 6v22q0 6-6 6h-34l-12-17z" fill="${PROP}"/>` +
        `<circle cx="294" cy="83" r="4" fill="#ffffff"/>`
      )
    case 2:
      return `<circle cx="86" cy="86" r="17" fill="${PROP}"/><circle cx="86" cy="86" r="7" fill="#ffffff"/>`
    case 3:
      return `<rect x="96" y="324" width="208" height="14" rx="4" fill="${PROP}"/>`
    default:
      return ''
  }
}

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

function assertParams({ shape, color, variant }: ProductImageParams): void {
  if (!(SHAPES as readonly string[]).includes(shape)) throw new RangeError(`unknown shape ${shape}`)
  if (!COLOR_IDS.includes(color)) throw new RangeError(`unknown colour ${color}`)
  if (!Number.isInteger(variant) || variant < 0 || variant >= VARIANT_COUNT) {
    throw new RangeError(`variant must be 0–${VARIANT_COUNT - 1}`)
  }
}

function productArt(params: ProductImageParams, t: Tones): string {
  return `<ellipse cx="200" cy="340" rx="124" ry="13" fill="#000000" opacity=".07"/>${PAINTERS[params.shape](t)}`
}

/** A 400×400 product illustration on a light background. */
export function renderProductImage(params: ProductImageParams): string {
  assertParams(params)
  const t = tones(params.color, params.variant)
  return svgDocument(
    400,
    400,
    `<rect width="400" height="400" fill="${t.bg}"/>${decoration(params.variant)}${productArt(params, t)}`,
  )
}

// ---------------------------------------------------------------------------------------------
// Store logos: a coloured tile with a white geometric emblem, chosen from the seed.

const LOGO_MOTIFS: ((fg: string, accent: string) => string)[] = [
  (fg, accent) =>
    `<circle cx="100" cy="100" r="46" fill="${fg}"/><circle cx="100" cy="100" r="20" fill="${accent}"/>`,
  (fg) => `<path d="M100 46l56 100H44z" fill="${fg}"/>`,
  (fg, accent) =>
    `<path d="M100 42c40 26 52 74 0 116-52-42-40-90 0-116z" fill="${fg}"/><path d="M100 66v84" stroke="${accent}" stroke-width="6"/>`,
  (fg) => `<path d="M100 40l16 40h42l-34 26 13 42-37-25-37 25 13-42-34-26h42z" fill="${fg}"/>`,
  (fg, accent) =>
    `<path d="M100 44l50 28v56l-50 28-50-28V72z" fill="${fg}"/><path d="M100 76l22 12v24l-22 12-22-12V88z" fill="${accent}"/>`,
  (fg) =>
    `<g fill="${fg}"><rect x="48" y="56" width="104" height="18" rx="9"/><rect x="48" y="91" width="80" height="18" rx="9"/><rect x="48" y="126" width="104" height="18" rx="9"/></g>`,
  (fg, accent) =>
    `<circle cx="78" cy="86" r="26" fill="${fg}"/><circle cx="124" cy="80" r="20" fill="${fg}"/><circle cx="112" cy="126" r="30" fill="${fg}"/><circle cx="112" cy="126" r="10" fill="${accent}"/>`,
  (fg) => `<path d="M100 40l60 60-60 60-60-60z" fill="${fg}"/>`,
  (fg, accent) =>
    `<path d="M54 150V50h40a30 30 0 0 1 0 60H74" fill="none" stroke="${fg}" stroke-width="18" stroke-linejoin="round"/><circle cx="138" cy="136" r="16" fill="${accent}"/>`,
  (fg) =>
    `<path d="M46 128q54-108 108 0" fill="none" stroke="${fg}" stroke-width="22" stroke-linecap="round"/>`,
]

/** A 200×200 store logo: tile colour, motif and layout from the seed (no text). */
export function renderStoreLogo(seed: number): string {
  if (!Number.isInteger(seed) || seed < 0) throw new RangeError('logo seed must be a non-negative integer')
  // A cheap integer hash so neighbouring seeds look unrelated.
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) ^ (h >>> 16)
  const color = PALETTE[(h >>> 0) % PALETTE.length]!
  const motif = LOGO_MOTIFS[(h >>> 8) % LOGO_MOTIFS.length]!
  const rounded = (h >>> 16) % 3 === 0 ? 100 : 36
  const gradient = mix(color.hex, '#000000', 0.25)
  return svgDocument(
    200,
    200,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color.hex}"/>` +
      `<stop offset="1" stop-color="${gradient}"/></linearGradient></defs>` +
      `<rect width="200" height="200" rx="${rounded}" fill="url(#g)"/>${motif('#ffffff', mix(color.hex, '#ffffff', 0.35))}`,
  )
}

// ---------------------------------------------------------------------------------------------
// Ad creatives: 1200×628 (the common link-ad size) with the product on a card and an abstract layout.

const PLATFORM_STYLE: Record<AdPlatform, { from: string; to: string; accent: string; ink: string }> = {
  facebook: { from: '#1877f2', to: '#0b4fb3', accent: '#ffd43b', ink: '#ffffff' },
  instagram: { from: '#f58529', to: '#8134af', accent: '#ffffff', ink: '#ffffff' },
  tiktok: { from: '#111114', to: '#26262c', accent: '#25f4ee', ink: '#fe2c55' },
  youtube: { from: '#ff2a2a', to: '#b80d0d', accent: '#ffffff', ink: '#ffffff' },
  google: { from: '#f8f9fa', to: '#e8eaed', accent: '#4285f4', ink: '#34a853' },
  pinterest: { from: '#e60023', to: '#9f0019', accent: '#ffffff', ink: '#ffffff' },
}

export function renderAdCreative(params: AdCreativeParams): string {
  assertParams(params)
  const style = PLATFORM_STYLE[params.platform]
  if (!style) throw new RangeError(`unknown platform ${params.platform}`)
  const t = tones(params.color, params.variant)
  const bars = params.platform === 'google' ? '#3c4043' : '#ffffff'
  return svgDocument(
    1200,
    628,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${style.from}"/>` +
      `<stop offset="1" stop-color="${style.to}"/></linearGradient></defs>` +
      `<rect width="1200" height="628" fill="url(#bg)"/>` +
      `<circle cx="1110" cy="70" r="150" fill="#ffffff" opacity=".08"/><circle cx="640" cy="640" r="120" fill="#ffffff" opacity=".06"/>` +
      `<rect x="64" y="54" width="520" height="520" rx="36" fill="${t.bg}"/>` +
      `<g transform="translate(64 54) scale(1.3)">${decoration(params.variant)}${productArt(params, t)}</g>` +
      // A discount badge: a percent sign drawn from shapes, since creatives carry no text.
      `<circle cx="540" cy="110" r="62" fill="${style.accent}"/>` +
      `<g fill="${style.from}"><circle cx="520" cy="90" r="12"/><circle cx="560" cy="130" r="12"/></g>` +
      `<path d="M566 84l-52 52" stroke="${style.from}" stroke-width="10" stroke-linecap="round"/>` +
      `<g fill="${bars}"><rect x="660" y="150" width="440" height="44" rx="22"/>` +
      `<rect x="660" y="214" width="340" height="44" rx="22"/>` +
      `<rect x="660" y="300" width="400" height="18" rx="9" opacity=".7"/>` +
      `<rect x="660" y="334" width="360" height="18" rx="9" opacity=".7"/>` +
      `<rect x="660" y="368" width="250" height="18" rx="9" opacity=".7"/></g>` +
      `<rect x="660" y="440" width="250" height="70" rx="35" fill="${style.accent}"/>` +
      `<path d="M860 458l18 17-18 17" fill="none" stroke="${style.ink === '#ffffff' ? style.from : style.ink}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<rect x="690" y="466" width="130" height="18" rx="9" fill="${style.ink === '#ffffff' ? style.from : style.ink}" opacity=".8"/>`,
  )
}

// ---------------------------------------------------------------------------------------------
// Paths

export function productImagePath({ shape, color, variant }: ProductImageParams): string {
  return `/img/p/${shape}-${color}-${variant}.svg`
}
export function storeLogoPath(seed: number): string {
  return `/img/logo/${seed}.svg`
}
export function adCreativePath({ shape, color, variant, platform }: AdCreativeParams): string {
  return `/img/ad/${shape}-${color}-${variant}-${platform}.svg`
}

const PRODUCT_PATH = /^\/img\/p\/([a-z]+)-([a-z]+)-(\d)\.svg$/
const AD_PATH = /^\/img\/ad\/([a-z]+)-([a-z]+)-(\d)-([a-z]+)\.svg$/
const LOGO_PATH = /^\/img\/logo\/(0|[1-9]\d{0,3})\.svg$/

function validParams(shape: string, color: string, variantText: string): ProductImageParams | null {
  const variant = Number(variantText)
  if (!(SHAPES as readonly string[]).includes(shape) || !COLOR_IDS.includes(color)) return null
  if (variant >= VARIANT_COUNT) return null
  return { shape: shape as ShapeName, color, variant }
}

/** Validates an image app path and returns what to draw, or null for anything else. */
export function parseImagePath(path: string): ImagePathInfo | null {
  if (typeof path !== 'string' || path.length > 80) return null
  let match = PRODUCT_PATH.exec(path)
  if (match) {
    const params = validParams(match[1]!, match[2]!, match[3]!)
    return params ? { kind: 'product', ...params } : null
  }
  match = AD_PATH.exec(path)
  if (match) {
    const params = validParams(match[1]!, match[2]!, match[3]!)
    const platform = match[4]!
    if (!params || !(AD_PLATFORMS as readonly string[]).includes(platform)) return null
    return { kind: 'ad', ...params, platform: platform as AdPlatform }
  }
  match = LOGO_PATH.exec(path)
  if (match) {
    const seed = Number(match[1])
    return seed < LOGO_COUNT ? { kind: 'logo', seed } : null
  }
  return null
}

/** The SVG for an image app path, or null when the path is not one of ours (the route answers 404). */
export function renderImagePath(path: string): string | null {
  const info = parseImagePath(path)
  if (!info) return null
  if (info.kind === 'product') return renderProductImage(info)
  if (info.kind === 'ad') return renderAdCreative(info)
  return renderStoreLogo(info.seed)
}
