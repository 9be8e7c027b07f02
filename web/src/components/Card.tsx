import type { HTMLAttributes, ReactNode } from 'react'

type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode
  // Heading level of the title, so cards sit in the page's heading order.
  headingLevel?: 2 | 3 | 4
  media?: ReactNode
  actions?: ReactNode
}

export function Card({ title, headingLevel = 3, media, actions, className, children, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className={['card', className ?? ''].filter(Boolean).join(' ')} {...rest}>
      {media ? <div className="card__media">{media}</div> : null}
      <div className="card__body">
        {title ? <Heading className="card__title">{title}</Heading> : null}
        {children}
      </div>
      {actions ? <div className="card__actions">{actions}</div> : null}
    </article>
  )
}
