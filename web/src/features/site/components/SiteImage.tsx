import { imageUrl, type SiteImage as Picture } from '../images/types.ts'

type SiteImageProps = {
  image: Picture
  className?: string
}

// Every picture of the site, with its size and alt text from the manifest, so the browser
// reserves its space (no layout shift). All load lazily, the ones above the fold as soon as the
// page is laid out: the page's text is what a phone paints first, and a picture asked for while
// the HTML is still arriving would share its bandwidth (ADR 0052).
export function SiteImage({ image, className }: SiteImageProps) {
  return (
    <img
      src={imageUrl(image)}
      width={image.width}
      height={image.height}
      alt={image.alt}
      className={className}
      loading="lazy"
      decoding="async"
    />
  )
}
