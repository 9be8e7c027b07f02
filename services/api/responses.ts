import { type TSchema, Type } from 'typebox'

// The contract's bodies (api-contract.md): success `{status:'sukses', message?, data}`,
// failure `{status:'gagal', errMessage}`, paged lists with page, limit, totalPage, totalRows.

export const ErrorBody = Type.Object({ status: Type.Literal('gagal'), errMessage: Type.String() })

export const successBody = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Literal('sukses'), message: Type.Optional(Type.String()), data })

export const pagedBody = <T extends TSchema>(item: T) =>
  Type.Object({
    status: Type.Literal('sukses'),
    data: Type.Array(item),
    page: Type.Integer(),
    limit: Type.Integer(),
    totalPage: Type.Integer(),
    totalRows: Type.Integer(),
  })

export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
}

export function success<T>(data: T, message?: string) {
  return message === undefined
    ? { status: 'sukses' as const, data }
    : { status: 'sukses' as const, message, data }
}
