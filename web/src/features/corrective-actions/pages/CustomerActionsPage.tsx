import { ActionsPage } from './ActionsPage.tsx'

// /pelanggan/tindakan-korektif: the customer's own sites' corrective actions, each open one to answer.
export default function CustomerActionsPage() {
  return <ActionsPage actor="pelanggan" />
}
