import type { ColumnType, Generated } from 'kysely'
import type { Role } from '../../core/access.ts'

type CreatedAt = ColumnType<Date, string | undefined, never>
type Timestamp = ColumnType<Date, string | undefined, string>
type NullableTimestamp = ColumnType<Date | null, string | null | undefined, string | null>

export interface UsersTable {
  id: Generated<string>
  username: string | null
  password_hash: string | null
  role: Role
  nama: string
  email: Generated<string>
  no_telp: Generated<string>
  idpelanggan: number | null
  idteknisi: number | null
  aktif: Generated<boolean>
  password_changed_at: NullableTimestamp
  created_at: CreatedAt
  updated_at: Timestamp
}

export interface SessionsTable {
  id: Generated<string>
  user_id: string
  created_via: 'password' | 'link'
  created_at: CreatedAt
  expires_at: ColumnType<Date, string, string>
  last_used_at: Timestamp
  revoked_at: NullableTimestamp
  revoked_reason: string | null
  user_agent: Generated<string>
  address: Generated<string>
  // When the session passed the second step of sign-in (null: it never had to, or not yet).
  second_step_at: NullableTimestamp
}

export interface RefreshTokensTable {
  token_hash: string
  session_id: string
  created_at: CreatedAt
  used_at: NullableTimestamp
}

export interface AccessLinksTable {
  id: Generated<string>
  token_hash: string
  user_id: string
  role: 'teknisi' | 'pelanggan'
  created_by: string | null
  created_at: CreatedAt
  expires_at: ColumnType<Date, string, string>
  revoked_at: NullableTimestamp
  last_used_at: NullableTimestamp
}

export interface LoginFailuresTable {
  key: string
  failures: number
  window_started_at: ColumnType<Date, string, string>
  locked_until: NullableTimestamp
}

export interface TwoStepSecretsTable {
  user_id: string
  secret_encrypted: string
  confirmed_at: NullableTimestamp
  last_step: ColumnType<string | null, number | null | undefined, number | null>
  created_at: CreatedAt
}

export interface TwoStepRecoveryCodesTable {
  user_id: string
  code_hash: string
  used_at: NullableTimestamp
  created_at: CreatedAt
}

export interface TwoStepChallengesTable {
  token_hash: string
  user_id: string
  created_at: CreatedAt
  expires_at: ColumnType<Date, string, string>
  used_at: NullableTimestamp
}

export interface TwoStepPolicyTable {
  id: string
  wajib: boolean
  version: number
  updated_at: ColumnType<Date, string, string>
}

export type IdentityTables = {
  users: UsersTable
  sessions: SessionsTable
  refresh_tokens: RefreshTokensTable
  access_links: AccessLinksTable
  login_failures: LoginFailuresTable
  two_step_secrets: TwoStepSecretsTable
  two_step_recovery_codes: TwoStepRecoveryCodesTable
  two_step_challenges: TwoStepChallengesTable
  two_step_policy: TwoStepPolicyTable
}
