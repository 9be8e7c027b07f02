import { imageUrl, type SiteImage as Picture } from '../images/types.ts'

type SiteImageProps = {
  image: Picture
  className?: string
  /** Above the fold: load at once. Otherwise lazy. (Not first: on a phone the page's text is what
   * it shows first, and a picture asked for with it would share its bandwidth, ADR 0049.) */
  priority?: boolean
}

// Every picture of the site, with its size and alt text from the manifest, so the browser
// reserves its space (no layout shift) and lazy-loads what is below the fold.
export function SiteImage({ image, className, priority = false }: SiteImageProps) {
  return (
    <img
      src={imageUrl(image)}
      width={image.width}
      height={image.height}
      alt={image.alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
    />
  )
}
