import cookie from '@fastify/cookie'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { UnauthorizedError } from '../../../core/errors.ts'
import { currentSessionId, defineModuleHttp, ErrorBody, errorAnswers } from '../../../http-kit/index.ts'
import {
  completeSecondStep,
  IDENTITY_MESSAGES,
  isSecondStepPending,
  LoginLockedError,
  login,
  loginContract,
  revokeSession,
  rotateSession,
  SECOND_STEP_MINUTES,
  secondStepContract,
  sessionOfRefreshToken,
} from '../index.ts'
import identityLinkRoutes from './access-links.ts'
import identityAccountRoutes from './accounts.ts'
import identityProfileRoutes from './profile.ts'
import {
  clearSecondStepCookie,
  SecondStepBody,
  secondStepCookieOf,
  setSecondStepCookie,
} from './second-step-cookie.ts'
import {
  clearRefreshCookie,
  clientInfo,
  endReplacedSession,
  refreshCookieOf,
  SignedInBody,
  sameOriginOnly,
  setRefreshCookie,
  signedInBody,
  withTwoStepDuty,
} from './session-cookie.ts'
import identitySessionRoutes from './sessions.ts'
import identityTwoStepRoutes from './two-step.ts'

const tags = ['sesi']

// Sign-in, session renewal and sign-out; access links and the profile live beside this file.
export default defineModuleHttp(async (app, deps) => {
  // Only the identity routes read or set a cookie (the refresh token): parsing cookies and
  // serialising Set-Cookie stays out of every other request.
  await app.register(cookie)
  const { config } = deps
  const crossSiteGuard = sameOriginOnly(config)

  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/login',
    {
      config: { access: 'public' },
      onRequest: crossSiteGuard,
      schema: {
        tags,
        summary: 'Login dengan username dan password',
        description:
          'Menjawab access token dan memasang cookie refresh (httpOnly, SameSite=Strict, path /api). ' +
          'Kegagalan berulang per username dan per alamat diperlambat lalu ditolak dengan 429. ' +
          `Admin dengan verifikasi dua langkah mendapat dua_langkah: true dan cookie langkah kedua (${SECOND_STEP_MINUTES} menit), ` +
          'bukan sesi: lanjutkan dengan POST /login/duaLangkah.',
        body: loginContract.schema,
        response: { 200: Type.Union([SignedInBody, SecondStepBody]), ...errorAnswers(401, 403, 429) },
      },
    },
    async (request, reply) => {
      try {
        const result = await login(deps, request.body, clientInfo(request))
        if (isSecondStepPending(result)) {
          setSecondStepCookie(reply, config, result)
          return {
            status: 'sukses' as const,
            message: IDENTITY_MESSAGES.secondStepNeeded,
            dua_langkah: true as const,
            berlaku_sampai: result.expiresAt.toISOString(),
          }
        }
        await endReplacedSession(deps.db, refreshCookieOf(request))
        setRefreshCookie(reply, config, result)
        return signedInBody(await withTwoStepDuty(deps.db, result), IDENTITY_MESSAGES.loginSuccess)
      } catch (error) {
        if (error instanceof LoginLockedError) reply.header('retry-after', String(error.retryAfterSeconds))
        throw error
      }
    },
  )

  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/login/duaLangkah',
    {
      config: { access: 'public' },
      onRequest: crossSiteGuard,
      schema: {
        tags,
        summary: 'Langkah kedua login admin: kode dari aplikasi autentikator atau kode pemulihan',
        description:
          'Dengan cookie langkah kedua dari POST /login. Kode salah, sudah dipakai atau kedaluwarsa dijawab dengan satu pesan ' +
          'dan dihitung; sepuluh kegagalan mengunci seperti password. Kode pemulihan hanya berlaku sekali. ' +
          'Berhasil: access token dan cookie refresh untuk sesi yang ditandai lolos langkah kedua.',
        body: secondStepContract.schema,
        response: { 200: SignedInBody, ...errorAnswers(400, 401, 429) },
      },
    },
    async (request, reply) => {
      try {
        const signedIn = await completeSecondStep(
          deps,
          secondStepCookieOf(request),
          request.body,
          clientInfo(request),
        )
        clearSecondStepCookie(reply, config)
        await endReplacedSession(deps.db, refreshCookieOf(request))
        setRefreshCookie(reply, config, signedIn)
        return signedInBody(signedIn, IDENTITY_MESSAGES.loginSuccess)
      } catch (error) {
        if (error instanceof LoginLockedError) reply.header('retry-after', String(error.retryAfterSeconds))
        throw error
      }
    },
  )

  app.get(
    '/refreshToken',
    {
      // The refresh cookie is the credential here. No HEAD twin: this GET changes state.
      config: { access: 'public' },
      exposeHeadRoute: false,
      onRequest: crossSiteGuard,
      schema: {
        tags,
        summary: 'Perbarui access token dengan cookie refresh (cookie dirotasi)',
        description: 'Cookie refresh yang sudah pernah dipakai mengakhiri seluruh sesinya.',
        response: {
          200: Type.Object({
            status: Type.Literal('sukses'),
            accessToken: Type.String(),
            role: SignedInBody.properties.role,
            expired: Type.Integer(),
          }),
          ...errorAnswers(401, 403),
        },
      },
    },
    async (request, reply) => {
      try {
        const signedIn = await rotateSession(deps, refreshCookieOf(request))
        setRefreshCookie(reply, config, signedIn)
        return {
          status: 'sukses' as const,
          accessToken: signedIn.accessToken,
          role: signedIn.user.role,
          expired: signedIn.exp,
        }
      } catch (error) {
        // Only a refused session ends the cookie; a passing fault (database restart) keeps it.
        if (error instanceof UnauthorizedError) clearRefreshCookie(reply, config)
        throw error
      }
    },
  )

  app.delete(
    '/logout',
    {
      config: { access: 'authenticated', duringTwoStepSetup: true },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Logout: akhiri sesi dan hapus cookie refresh',
        response: {
          200: Type.Object({ status: Type.Literal('sukses'), message: Type.String() }),
          401: ErrorBody,
          500: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      await revokeSession(deps.db, currentSessionId(request), 'logout')
      const cookieSession = await sessionOfRefreshToken(deps.db, refreshCookieOf(request))
      if (cookieSession !== null) await revokeSession(deps.db, cookieSession, 'logout')
      clearRefreshCookie(reply, config)
      return { status: 'sukses' as const, message: IDENTITY_MESSAGES.loggedOut }
    },
  )

  await app.register(identityAccountRoutes, deps)
  await app.register(identityLinkRoutes, deps)
  await app.register(identityProfileRoutes, deps)
  await app.register(identityTwoStepRoutes, deps)
  await app.register(identitySessionRoutes, deps)
})
