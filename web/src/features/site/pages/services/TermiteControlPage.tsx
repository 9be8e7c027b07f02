import type { AreaPrefix } from '../../../../lib/paths.ts'
import { ServiceView } from '../../components/ServiceView.tsx'
import { termiteControl } from '../../content/services/termite-control.ts'

export default function TermiteControlPage({ areaPrefix = '' }: { areaPrefix?: AreaPrefix }) {
  return <ServiceView content={termiteControl} areaPrefix={areaPrefix} />
}
