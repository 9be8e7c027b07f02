import { defineEvent } from '@ttsg/services/core/event-sourcing/events.ts'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { reactions } from './reactions/index.ts'
import { assertRelayed } from './subscriptions.ts'

describe('the relay subscriptions', () => {
  it('read only events whose append notifies the relay', () => {
    for (const reaction of reactions) expect(reaction.event.relayed).toBe(true)
  })
  it('refuse a reaction to an event that does not notify the relay', () => {
    const Quiet = defineEvent('Quiet', Type.Object({}))
    expect(() => assertRelayed([{ name: 'quiet-mail', event: Quiet }])).toThrow(
      'reaction quiet-mail reads Quiet, which is not declared with { relayed: true }',
    )
  })
})
