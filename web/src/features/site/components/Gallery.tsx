import { imageUrl, type SiteImage } from '../images/types.ts'

// A gallery of pictures with their captions: two across on a phone, three on a wider screen,
// five on a wide screen when `wide` (the home page's ten).
export function Gallery({
  images,
  label,
  wide = false,
}: {
  images: readonly SiteImage[]
  label: string
  wide?: boolean
}) {
  return (
    <ul className={wide ? 'site-gallery site-gallery--wide' : 'site-gallery'} aria-label={label}>
      {images.map((image) => (
        <li key={image.file}>
          <figure className="site-gallery__item">
            <img
              src={imageUrl(image)}
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading="lazy"
              decoding="async"
            />
            <figcaption>{image.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
