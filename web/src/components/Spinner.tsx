type SpinnerProps = {
  label?: string
  size?: 'sm' | 'md' | 'lg'
  className?: string
  // The label under the circle instead of for screen readers only: for a whole screen waiting.
  showLabel?: boolean
}

export function Spinner({ label = 'Memuat...', size = 'md', className, showLabel = false }: SpinnerProps) {
  const classes = ['spinner', `spinner--${size}`, showLabel ? 'spinner--labelled' : '', className ?? '']
  return (
    <div role="status" className={classes.filter(Boolean).join(' ')}>
      <span className="spinner__circle" aria-hidden="true" />
      <span className={showLabel ? 'spinner__label' : 'visually-hidden'}>{label}</span>
    </div>
  )
}
