import type { RebuildScenario } from '../../core/event-sourcing/module.ts'
import { setPrivacyNotice } from './privacy.ts'

// For the rebuild test: two versions of the privacy notice (the demo keeps the built-in text).
const scenario: RebuildScenario = async (deps) => {
  const metadata = { userId: null, role: 'admin', requestId: 'rebuild-test' }
  await setPrivacyNotice(deps, 'Kebijakan privasi versi pertama (contoh).', 0, metadata)
  await setPrivacyNotice(deps, 'Kebijakan privasi versi kedua (contoh).\n\nParagraf kedua.', 1, metadata)
}
export default scenario
