import { useLocation } from 'react-router'
import { AREA_PREFIXES, type AreaPrefix, areaOf } from '../lib/paths.ts'

// The area the visitor is in, from the path prefix: '' (public), '/admin-home' or '/pelanggan'.
export function useAreaPrefix(): AreaPrefix {
  return AREA_PREFIXES[areaOf(useLocation().pathname)]
}
