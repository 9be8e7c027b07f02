import { Type } from 'typebox'
import type { ContractValue } from '../../../core/contract.ts'
import {
  defineModuleHttp,
  HistoryBodyAnyValue,
  registerCommand,
  registerHistory,
  registerVersionedRead,
} from '../../../http-kit/index.ts'
import {
  COMPANY_PROFILE_MESSAGES,
  companyProfileContract,
  companyProfileHistory,
  currentPrivacyNotice,
  DEFAULT_PRIVACY_NOTICE,
  DEMO_COMPANY_PROFILE,
  getCompanyProfile,
  PRIVACY_MESSAGES,
  PrivacyNoticeRecord,
  privacyNoticeContract,
  setCompanyProfile,
  setPrivacyNotice,
} from '../index.ts'

const { version: _version, ...fields } = companyProfileContract.schema.properties
const Profile = Type.Object({
  ...fields,
  version: Type.Integer({ description: 'Versi; kirim kembali saat mengubah (atau If-Match)' }),
  updated_at: Type.String({ format: 'date-time' }),
})
const example = { ...DEMO_COMPANY_PROFILE, version: 1, updated_at: '2026-11-23T08:00:00.000Z' }
const tags = ['profil_perusahaan']

// The company's details for invoices and documents (admin). Changes are events; the version
// travels as ETag / If-Match or as the body's `version`.
export default defineModuleHttp(async (app, deps) => {
  registerVersionedRead(app, {
    path: '/profil_perusahaan/getData',
    config: { access: 'read:profil_perusahaan:any' },
    tags,
    summary: 'Profil perusahaan (nama, alamat, NPWP, PKP dan PPN, rekening, penandatangan)',
    record: Profile,
    example,
    what: 'profil',
    withId: false,
    load: () => getCompanyProfile(deps),
  })

  registerHistory(app, {
    path: '/profil_perusahaan/history',
    config: { access: 'read:profil_perusahaan:any' },
    tags,
    summary: 'Riwayat perubahan profil perusahaan (terlama dahulu)',
    answer: HistoryBodyAnyValue,
    withId: false,
    load: () => companyProfileHistory(deps),
  })

  registerCommand<ContractValue<typeof companyProfileContract>>(app, {
    method: 'PUT',
    path: '/profil_perusahaan/updateData',
    config: { access: 'update:profil_perusahaan:any' },
    tags,
    summary: 'Isi atau ubah profil perusahaan (pengisian pertama dengan versi 0; versi lama: 409)',
    body: companyProfileContract.schema,
    record: Profile,
    example,
    message: COMPANY_PROFILE_MESSAGES.updated,
    what: 'profil',
    run: ({ body: { version: _sent, ...values }, version, metadata }) =>
      setCompanyProfile(deps, values, version, metadata),
  })

  // The privacy notice: read by anyone (the public page, the contact form), changed by admins, each
  // change a new version (ADR 0064).
  registerVersionedRead(app, {
    path: '/profil_perusahaan/kebijakanPrivasi',
    config: { access: 'public' },
    tags,
    summary: 'Kebijakan privasi yang berlaku: teks, nomor versi dan tanggal berlakunya',
    record: PrivacyNoticeRecord,
    example: DEFAULT_PRIVACY_NOTICE,
    what: 'kebijakan privasi',
    withId: false,
    load: () => currentPrivacyNotice(deps.db),
  })

  registerCommand<ContractValue<typeof privacyNoticeContract>>(app, {
    method: 'PUT',
    path: '/profil_perusahaan/kebijakanPrivasi',
    config: { access: 'update:profil_perusahaan:any' },
    tags,
    summary: 'Simpan teks kebijakan privasi sebagai versi baru (versi lama: 409)',
    body: privacyNoticeContract.schema,
    record: PrivacyNoticeRecord,
    example: { ...DEFAULT_PRIVACY_NOTICE, versi: 1, berlaku_sejak: '2026-12-06T02:00:00.000Z', version: 1 },
    message: PRIVACY_MESSAGES.updated,
    what: 'kebijakan privasi',
    run: ({ body, version, metadata }) => setPrivacyNotice(deps, body.teks, version, metadata),
  })
})
