import type { AreaPrefix } from '../../../../lib/paths.ts'
import { ServiceView } from '../../components/ServiceView.tsx'
import { pestControl } from '../../content/services/pest-control.ts'

export default function PestControlPage({ areaPrefix = '' }: { areaPrefix?: AreaPrefix }) {
  return <ServiceView content={pestControl} areaPrefix={areaPrefix} />
}
