import { ChevronLeft, ChevronRight } from 'lucide-react'

// At most this many page buttons (spec section 9); beyond them a more specific search is the way.
export const MAX_PAGE_BUTTONS = 10

export const PAGINATION_HINT =
  'Jika data yang Anda cari belum ditemukan, silakan cari dengan kata kunci yang lebih spesifik.'

type PaginationProps = {
  // Zero-based, as the API counts pages.
  page: number
  totalPage: number
  onPageChange: (page: number) => void
  label?: string
}

export function Pagination({ page, totalPage, onPageChange, label = 'Navigasi halaman' }: PaginationProps) {
  const shown = Math.min(Math.max(totalPage, 0), MAX_PAGE_BUTTONS)
  if (shown <= 1) return null
  const current = Math.min(Math.max(page, 0), shown - 1)
  const go = (target: number) => {
    if (target !== current && target >= 0 && target < shown) onPageChange(target)
  }
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        <li>
          <button
            type="button"
            className="pagination__button"
            onClick={() => go(current - 1)}
            disabled={current === 0}
            aria-label="Halaman sebelumnya"
          >
            <ChevronLeft aria-hidden="true" size={18} />
          </button>
        </li>
        {Array.from({ length: shown }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: page numbers are the identity here
          <li key={index}>
            <button
              type="button"
              className="pagination__button"
              onClick={() => go(index)}
              aria-current={index === current ? 'page' : undefined}
              aria-label={`Halaman ${index + 1}`}
            >
              {index + 1}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="pagination__button"
            onClick={() => go(current + 1)}
            disabled={current >= shown - 1}
            aria-label="Halaman berikutnya"
          >
            <ChevronRight aria-hidden="true" size={18} />
          </button>
        </li>
      </ul>
      {current === MAX_PAGE_BUTTONS - 1 ? (
        <p className="pagination__hint" role="status">
          {PAGINATION_HINT}
        </p>
      ) : null}
    </nav>
  )
}
