type SpinnerProps = { label?: string; size?: 'sm' | 'md' | 'lg'; className?: string }

export function Spinner({ label = 'Memuat...', size = 'md', className }: SpinnerProps) {
  return (
    <div role="status" className={['spinner', `spinner--${size}`, className ?? ''].filter(Boolean).join(' ')}>
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
