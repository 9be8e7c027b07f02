import { CircleCheck, CircleX, Info, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

export type AlertTone = 'error' | 'success' | 'info' | 'warning'

const ICONS = { error: CircleX, success: CircleCheck, info: Info, warning: TriangleAlert }

// A banner that screen readers announce when it appears (role="alert").
export function Alert({
  tone = 'error',
  title,
  children,
  className,
}: {
  tone?: AlertTone
  title?: string
  children: ReactNode
  className?: string
}) {
  const Icon = ICONS[tone]
  return (
    <div role="alert" className={['alert', `alert--${tone}`, className ?? ''].filter(Boolean).join(' ')}>
      <Icon className="alert__icon" aria-hidden="true" size={20} />
      <div className="alert__content">
        {title ? <p className="alert__title">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  )
}
