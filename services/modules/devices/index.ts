// The devices module's public face: what the API, the worker, other modules and the SPA may use.
export {
  changeDeviceStatus,
  getDevice,
  installDevice,
  moveDevice,
  replaceLabel,
  updateDevice,
} from './commands.ts'
export {
  DEVICE_EXAMPLE,
  DEVICE_LABELS,
  DEVICE_MESSAGES,
  type Device,
  type DeviceInput,
  DeviceRecord,
  deviceContract,
  deviceMoveContract,
  deviceStatusContract,
  deviceUpdateContract,
  deviceVersionContract,
  JENIS_PERANGKAT_LABELS,
  JENIS_PERANGKAT_OPTIONS,
  type JenisPerangkat,
  MAP_DEVICE_EXAMPLE,
  type MapDevice,
  MapDeviceRecord,
  normaliseShortCode,
  SHORT_CODE_ALPHABET,
  SHORT_CODE_PATTERN,
  STATUS_PERANGKAT_OPTIONS,
  type StatusPerangkat,
} from './contract.ts'
export { DEVICE_STREAM_TYPE, deviceEvents } from './events.ts'
export { deviceHistory } from './history.ts'
export { deviceLabels, deviceUrl } from './labels.ts'
export { deviceGrants } from './permissions.ts'
export { devicesProjection } from './projection.ts'
export {
  activeDevicesOfSite,
  allDevices,
  type DeviceFilters,
  deviceOwner,
  devicesOnMap,
  findDevice,
  findDeviceByShortCode,
  listDevices,
} from './queries.ts'
export type { DeviceTables } from './tables.ts'
