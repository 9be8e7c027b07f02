import { sql } from 'kysely'
import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// A customer's audit packs (PDF), the links given to its auditors (their names) and every opening
// of them (the visitor's address and browser: the auditor's data, kept with the customer's).
export const auditPackPersonalData: PersonalDataDeclaration = [
  {
    table: 'audit_packs',
    label: 'paket audit',
    key: 'idpaket',
    people: { pelanggan: 'idpelanggan' },
    erase: 'delete',
    fields: {},
    files: [
      { column: 'file_key', name: 'nama_file', kind: 'document' },
      { column: 'pending_key', kind: 'document' },
    ],
    notPersonal: {
      status: 'the compile’s stage',
      nama_file: 'a name made of the site code and period',
      berkas: 'the keys and archive names of other records’ files (plans, labels, certificates)',
      failed_reason: 'why a compile failed',
    },
  },
  // Before the links: its rows are found through them.
  {
    table: 'auditor_link_openings',
    label: 'pembukaan tautan auditor',
    key: 'idbuka',
    people: {
      pelanggan: (id) =>
        sql<boolean>`idtautan in (select idtautan from auditor_links where idpelanggan = ${Number(id)})`,
    },
    erase: 'delete',
    fields: { alamat: 'identifier', user_agent: 'identifier' },
  },
  {
    table: 'auditor_links',
    label: 'tautan auditor',
    key: 'idtautan',
    people: { pelanggan: 'idpelanggan' },
    erase: 'delete',
    fields: { nama_auditor: 'name' },
    notPersonal: { token_hash: 'a hash of a random token' },
  },
]
