import { Type } from 'typebox'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'
import { companyProfileContract } from './contract.ts'

// One company, one stream.
export const COMPANY_PROFILE_STREAM = { streamType: 'company_profile', streamId: 'perusahaan' } as const

const { version: _version, ...fields } = companyProfileContract.schema.properties

// The admin stated the company's details; the data is the whole profile as it now stands.
export const CompanyProfileSet = defineEvent('CompanyProfileSet', Type.Object(fields))

export const companyProfileEvents = [CompanyProfileSet] as const
export type CompanyProfileEvent = EventUnion<typeof companyProfileEvents>
