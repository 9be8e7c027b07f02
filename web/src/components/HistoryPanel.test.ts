import { describe, expect, it } from 'vitest'
import { historyActor, historyValue } from './HistoryPanel.tsx'

describe('the history panel’s texts', () => {
  it('names who made the change with the role in Indonesian', () => {
    expect(historyActor({ nama: 'Rina', role: 'admin' })).toBe('Rina (Admin)')
    expect(historyActor({ nama: 'Agus', role: 'teknisi' })).toBe('Agus (Teknisi)')
    expect(historyActor({ nama: 'Agus', role: '' })).toBe('Agus')
    expect(historyActor('Rina')).toBe('Rina')
    expect(historyActor(null)).toBe('sistem')
  })

  it('writes empty, yes/no and other values readably', () => {
    expect(historyValue(null)).toBe('(kosong)')
    expect(historyValue('')).toBe('(kosong)')
    expect(historyValue(true)).toBe('Ya')
    expect(historyValue(false)).toBe('Tidak')
    expect(historyValue(1_250_000)).toBe('1250000')
    expect(historyValue('lunas')).toBe('lunas')
  })
})
