import type { AreaPrefix } from '../../../../lib/paths.ts'
import { ServiceView } from '../../components/ServiceView.tsx'
import { fumigasi } from '../../content/services/fumigasi.ts'

export default function FumigasiPage({ areaPrefix = '' }: { areaPrefix?: AreaPrefix }) {
  return <ServiceView content={fumigasi} areaPrefix={areaPrefix} />
}
