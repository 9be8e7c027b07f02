import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { ApiDeps } from '../../../http-kit/index.ts'
import { errorAnswers, success, successBody } from '../../../http-kit/index.ts'
import {
  customerLinkContract,
  generateCustomerLink,
  generateTechnicianLink,
  IDENTITY_MESSAGES,
  type LinkRole,
  openLink,
  technicianLinkContract,
} from '../index.ts'
import {
  clientInfo,
  endReplacedSession,
  refreshCookieOf,
  SignedInBody,
  sameOriginOnly,
  setRefreshCookie,
  signedInBody,
} from './session-cookie.ts'

const tags = ['akses']

const GeneratedLink = {
  link: Type.String({ description: 'Tautan yang dikirim ke pelanggan atau teknisi (mis. lewat WhatsApp)' }),
  expires_at: Type.String({ format: 'date-time' }),
  nama: Type.String(),
  no_telp: Type.String(),
  whatsapp_url: Type.String({ description: 'Tautan wa.me berisi pesan siap kirim' }),
}

// Admins generate access links; anyone holding one may open it (the token is the credential).
// Link tokens appear in these paths, which the request log masks (core/logger.ts redactUrl).
export default async function identityLinkRoutes(app: FastifyInstance, deps: ApiDeps) {
  const crossSiteGuard = sameOriginOnly(deps.config)

  app.withTypeProvider<TypeBoxTypeProvider>().put(
    '/generateToken',
    {
      config: { access: 'create:akses_pelanggan:any' },
      schema: {
        tags,
        summary: 'Buat tautan akses untuk pelanggan (tautan sebelumnya dicabut)',
        body: customerLinkContract.schema,
        response: {
          200: successBody(Type.Object({ ...GeneratedLink, idpelanggan: Type.Integer() })),
        },
      },
    },
    async (request) =>
      success(
        await generateCustomerLink(deps, request.body.idpelanggan, request.actor?.userId ?? null),
        IDENTITY_MESSAGES.linkCreated,
      ),
  )

  app.withTypeProvider<TypeBoxTypeProvider>().put(
    '/generateTeknisi',
    {
      config: { access: 'create:akses_teknisi:any' },
      schema: {
        tags,
        summary: 'Buat tautan akses untuk teknisi (tautan sebelumnya dicabut)',
        body: technicianLinkContract.schema,
        response: {
          200: successBody(
            Type.Object({
              ...GeneratedLink,
              idteknisi: Type.Integer(),
              username: Type.String({ description: 'Username akun teknisi' }),
              password_sementara: Type.Optional(
                Type.String({
                  description: 'Hanya saat akun dibuat: tampil sekali, minta teknisi menggantinya',
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) =>
      success(
        await generateTechnicianLink(deps, request.body.idteknisi, request.actor?.userId ?? null),
        IDENTITY_MESSAGES.linkCreated,
      ),
  )

  const verify = (role: LinkRole) =>
    app.get<{ Params: { token: string } }>(
      `/verify-${role}/:token`,
      {
        config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
        // No HEAD twin: opening a link starts a session.
        exposeHeadRoute: false,
        onRequest: crossSiteGuard,
        schema: {
          tags,
          summary: `Buka tautan akses ${role}: ditukar dengan sesi biasa (access token dan cookie refresh)`,
          params: Type.Object({ token: Type.String({ maxLength: 512 }) }),
          response: { 200: SignedInBody, ...errorAnswers(403) },
        },
      },
      async (request, reply) => {
        const signedIn = await openLink(deps, role, request.params.token, clientInfo(request))
        await endReplacedSession(deps.db, refreshCookieOf(request))
        setRefreshCookie(reply, deps.config, signedIn)
        return signedInBody(signedIn)
      },
    )
  verify('pelanggan')
  verify('teknisi')
}
