import type { ComponentProps, ReactNode } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'danger' | 'ghost'
export type ButtonSize = 'sm' | 'md' | 'lg'

export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return ['btn', `btn--${variant}`, size === 'md' ? '' : `btn--${size}`, extra ?? '']
    .filter(Boolean)
    .join(' ')
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant
  size?: ButtonSize
  icon?: ReactNode
  // Shows a small spinner and marks the button busy; the label stays the caller's.
  busy?: boolean
}

export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  busy = false,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className="btn__spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  )
}
