import type { FileRules } from '../../core/file-store.ts'
import { FOTO_PENAMPAKAN_MAX_BYTES, SIGHTING_MESSAGES } from './contract.ts'

// A sighting's one photo: a png or jpg up to 5 MB, checked by its content (the shared file kit).
export const SIGHTING_FOLDER = 'penampakan'
export const SIGHTING_PHOTO_RULES: FileRules = {
  kinds: ['png', 'jpg'],
  maxBytes: FOTO_PENAMPAKAN_MAX_BYTES,
  messages: {
    required: SIGHTING_MESSAGES.photoRequired,
    tooLarge: SIGHTING_MESSAGES.photoTooLarge,
    type: SIGHTING_MESSAGES.photoType,
  },
}
export const SIGHTING_PHOTO_FIELD = {
  folder: SIGHTING_FOLDER,
  rules: SIGHTING_PHOTO_RULES,
  fallbackName: 'foto-penampakan',
}
