import type { ReactNode } from 'react'
import type { ApiError, ApiPage } from '../lib/api-client.ts'
import { formatNumber } from '../lib/format.ts'
import { Alert } from './Alert.tsx'
import { Button } from './Button.tsx'
import { Pagination } from './Pagination.tsx'
import { Spinner } from './Spinner.tsx'

// The results part of a list screen (ListScreen, the visits' Daftar tab): how many were found, the
// page's rows once loaded (a failed first read with Coba lagi, a spinner before), and pagination.
export function ListResults<Row>({
  result,
  page,
  onPageChange,
  loadingLabel,
  children,
}: {
  result: { data?: ApiPage<Row>; error?: ApiError; isLoading: boolean; mutate: () => unknown }
  page: number
  onPageChange: (page: number) => void
  loadingLabel: string
  children: (data: ApiPage<Row>) => ReactNode
}) {
  const { data, error, isLoading } = result
  return (
    <>
      <p className="list-screen__count" role="status">
        {data ? `${formatNumber(data.totalRows)} data ditemukan` : ''}
      </p>
      <div className="list-screen__body" aria-busy={isLoading || undefined}>
        {error && !data ? (
          <Alert tone="error">
            <p>{error.message}</p>
            <Button size="sm" variant="secondary" onClick={() => void result.mutate()}>
              Coba lagi
            </Button>
          </Alert>
        ) : !data ? (
          <Spinner size="lg" label={loadingLabel} />
        ) : (
          children(data)
        )}
      </div>
      {data ? <Pagination page={page} totalPage={data.totalPage} onPageChange={onPageChange} /> : null}
    </>
  )
}
