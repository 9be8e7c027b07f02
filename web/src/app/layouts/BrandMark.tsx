// The company's shield mark (drawn for this site until the company supplies its logo).
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      className="brand__mark"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="var(--color-primary-700)" />
      <path
        d="M32 12c-9 7-15 9-20 9v12c0 12 9 18 20 21 11-3 20-9 20-21V21c-5 0-11-2-20-9z"
        fill="var(--color-accent-400)"
      />
      <path
        d="M26 32l5 5 9-10"
        fill="none"
        stroke="var(--color-primary-700)"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
