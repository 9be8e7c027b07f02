import { paths } from '../../lib/paths.ts'
import { AreaLayout } from './AreaLayout.tsx'
import { PELANGGAN_MENU } from './area-menus.ts'

// The customer area (role pelanggan only); an access link (?token=) opens it too.
export default function PelangganLayout() {
  return (
    <AreaLayout
      requiredRole="pelanggan"
      homePath={paths.pelanggan.home}
      prefix={paths.pelanggan.home}
      manifest="/pelanggan.webmanifest"
      navLabel="Menu pelanggan"
      menu={PELANGGAN_MENU}
    />
  )
}
