// The identity module's public face: accounts, sessions, access links and profile, for the API,
// the create-admin CLI and the demo seed. contract.ts is also imported by the SPA.
export {
  type GeneratedLink,
  generateCustomerLink,
  generateTechnicianLink,
  type LinkRole,
  openLink,
  whatsappNumber,
} from './access-links.ts'
export { type AccountFilters, openAccount, pageAccounts } from './account-list.ts'
export { accountNames, countAccounts } from './accounts.ts'
export {
  type AccountData,
  AccountRecord,
  customerLinkContract,
  IDENTITY_MESSAGES,
  loginContract,
  newPassword,
  PASSWORD_MIN_LENGTH,
  type ProfileInput,
  passwordChangeContract,
  profileContract,
  ROLE_LABELS,
  secondStepContract,
  technicianLinkContract,
  totpCodeContract,
  twoStepRequirementContract,
  type UserData,
  UserDataRecord,
  usernameField,
} from './contract.ts'
export { createAdminAccount } from './create-admin.ts'
export { DEMO_ACCOUNTS, identitySeeder } from './demo-seed.ts'
export { LoginLockedError, login } from './login.ts'
export { hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from './passwords.ts'
export { identityGrants } from './permissions.ts'
export { changePassword, getProfile, updateProfile } from './profile.ts'
export {
  completeSecondStep,
  isSecondStepPending,
  SECOND_STEP_MAX_FAILURES,
  SECOND_STEP_MINUTES,
  type SecondStepPending,
} from './second-step.ts'
export { deviceName, endOwnSession, listOpenSessions, type OpenSession } from './session-list.ts'
export {
  actorForClaims,
  type ClientInfo,
  revokeSession,
  rotateSession,
  type SignedIn,
  sessionOfRefreshToken,
  startSession,
  twoStepStanding,
} from './sessions.ts'
export type { IdentityTables } from './tables.ts'
export {
  type AccessClaims,
  signAccessToken,
  signQueueBoardToken,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  verifyAccessToken,
  verifyQueueBoardToken,
} from './tokens.ts'
export {
  beginTwoStepSetup,
  confirmTwoStep,
  disableTwoStep,
  renewRecoveryCodes,
  setTwoStepRequirement,
  type TwoStepStatus,
  twoStepStatus,
} from './two-step.ts'
export { RECOVERY_CODE_COUNT } from './two-step-codes.ts'
