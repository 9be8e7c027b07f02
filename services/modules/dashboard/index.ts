// The dashboard module's public face.
export { attentionToday } from './attention.ts'
export {
  ATTENTION_DAYS,
  ATTENTION_EXAMPLE,
  ATTENTION_LIMIT,
  type Attention,
  AttentionRecord,
} from './contract.ts'
export { dashboardGrants } from './permissions.ts'
