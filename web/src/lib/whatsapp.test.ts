import { describe, expect, it } from 'vitest'
import { whatsAppNumber, whatsAppUrl } from './whatsapp.ts'

describe('whatsAppNumber', () => {
  it('turns an Indonesian 08xx number into 628xx', () => {
    expect(whatsAppNumber('081234567890')).toBe('6281234567890')
    expect(whatsAppNumber('0812-3456-7890')).toBe('6281234567890')
    expect(whatsAppNumber('0812 3456 7890')).toBe('6281234567890')
    expect(whatsAppNumber('(031) 8912345')).toBe('62318912345')
  })

  it('keeps numbers already written with 62 or +62', () => {
    expect(whatsAppNumber('+62 812 3456 7890')).toBe('6281234567890')
    expect(whatsAppNumber('6281234567890')).toBe('6281234567890')
    expect(whatsAppNumber('81234567890')).toBe('6281234567890')
  })

  it('refuses what is not a phone number', () => {
    expect(whatsAppNumber('')).toBeNull()
    expect(whatsAppNumber('belum ada')).toBeNull()
    expect(whatsAppNumber('0812')).toBeNull()
    expect(whatsAppNumber('0812345678901234567')).toBeNull()
  })
})

describe('whatsAppUrl', () => {
  it('links to wa.me, with an optional first message', () => {
    expect(whatsAppUrl('0812-3456-7890')).toBe('https://wa.me/6281234567890')
    expect(whatsAppUrl('0812-3456-7890', 'Halo, jadwal besok?')).toBe(
      'https://wa.me/6281234567890?text=Halo%2C%20jadwal%20besok%3F',
    )
    expect(whatsAppUrl('-')).toBeNull()
  })
})
