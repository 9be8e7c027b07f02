import type { AreaPrefix } from '../../../../lib/paths.ts'
import { ServiceView } from '../../components/ServiceView.tsx'
import { disinfeksi } from '../../content/services/disinfeksi.ts'

export default function DisinfeksiPage({ areaPrefix = '' }: { areaPrefix?: AreaPrefix }) {
  return <ServiceView content={disinfeksi} areaPrefix={areaPrefix} />
}
