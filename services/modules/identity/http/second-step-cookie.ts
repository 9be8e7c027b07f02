import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { Config } from '../../../core/config.ts'
import type { SecondStepPending } from '../index.ts'

// The ticket of a pending second step (ADR 0060): httpOnly, SameSite=Strict, sent only to the
// sign-in calls, and gone after a few minutes.
export const SECOND_STEP_COOKIE = 'ttsg_dua_langkah'

function cookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.publicUrl.startsWith('https:'),
    path: '/api/login',
  }
}

export function setSecondStepCookie(reply: FastifyReply, config: Config, pending: SecondStepPending): void {
  reply.setCookie(SECOND_STEP_COOKIE, pending.ticket, {
    ...cookieOptions(config),
    expires: pending.expiresAt,
  })
}

export function clearSecondStepCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SECOND_STEP_COOKIE, cookieOptions(config))
}

export function secondStepCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[SECOND_STEP_COOKIE]
}

export const SecondStepBody = Type.Object({
  status: Type.Literal('sukses'),
  message: Type.String(),
  dua_langkah: Type.Literal(true, {
    description: 'Masukkan kode dari aplikasi autentikator (POST /login/duaLangkah)',
  }),
  berlaku_sampai: Type.String({ format: 'date-time' }),
})
