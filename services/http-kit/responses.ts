import { type TSchema, Type } from 'typebox'

// The contract's bodies (api-contract.md): success `{status:'sukses', message?, data}`,
// failure `{status:'gagal', errMessage}`, paged lists with page, limit, totalPage, totalRows.

// Headers an answer carries: the API's security headers, possibly with a route's own.
export type AnswerHeaders = Readonly<Record<string, string>>

export const ErrorBody = Type.Object({ status: Type.Literal('gagal'), errMessage: Type.String() })

// `example` is the documented answer: `data` and, when the call answers one, its `message`.
export const successBody = <T extends TSchema>(data: T, example?: { data: unknown; message?: string }) =>
  Type.Object(
    { status: Type.Literal('sukses'), message: Type.Optional(Type.String()), data },
    example ? { examples: [{ status: 'sukses', ...example }] } : {},
  )

export const pagedBody = <T extends TSchema>(item: T) =>
  Type.Object({
    status: Type.Literal('sukses'),
    data: Type.Array(item),
    page: Type.Integer(),
    limit: Type.Integer(),
    totalPage: Type.Integer(),
    totalRows: Type.Integer(),
  })

export function success<T>(data: T, message?: string) {
  return message === undefined
    ? { status: 'sukses' as const, data }
    : { status: 'sukses' as const, message, data }
}
