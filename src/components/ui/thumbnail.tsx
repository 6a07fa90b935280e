// A small picture beside a name (a product's image, a store's logo): the one way such images are drawn.
import type { CSSProperties } from 'react'

/**
 * The picture is decorative (empty alt): the name next to it, usually a link, says what it is. Its width
 * and height reserve its square before it loads, so the list does not jump; it loads when scrolled near
 * (`lazy: false` for one that is on screen at once). `className` draws it (its size class, its corners).
 * `pinned` sets the size inline as well, for a size given by the caller at run time, which no size class
 * names (the grids' thumbnails).
 */
export function Thumbnail({
  src,
  size,
  className,
  lazy = true,
  pinned = false,
}: {
  src: string
  size: number
  className: string
  lazy?: boolean
  pinned?: boolean
}) {
  const style: CSSProperties | undefined = pinned ? { width: size, height: size } : undefined
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      className={className}
      style={style}
    />
  )
}
