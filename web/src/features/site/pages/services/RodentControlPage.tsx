import type { AreaPrefix } from '../../../../lib/paths.ts'
import { ServiceView } from '../../components/ServiceView.tsx'
import { rodentControl } from '../../content/services/rodent-control.ts'

export default function RodentControlPage({ areaPrefix = '' }: { areaPrefix?: AreaPrefix }) {
  return <ServiceView content={rodentControl} areaPrefix={areaPrefix} />
}
