// The queues module's public face.
export {
  QUEUE_BOARD_COOKIE,
  QUEUE_BOARD_MINUTES,
  QUEUE_BOARD_PATH,
  type QueueBoardSession,
  QueueBoardSessionRecord,
} from './contract.ts'
export { queueGrants } from './permissions.ts'
