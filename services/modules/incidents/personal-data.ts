import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// The breach register describes incidents: kinds of people and data, counts, measures. It names
// affected customers by their ids only; their contacts are read from the customers at the time.
export const incidentsPersonalData: PersonalDataDeclaration = [
  {
    table: 'incidents',
    label: 'insiden data pribadi',
    key: 'idinsiden',
    people: {},
    fields: {},
    notPersonal: {
      judul: "the incident's title",
      kejadian: 'what happened',
      jenis_subjek: 'the kinds of people affected',
      jenis_data: 'the kinds of data affected',
      pelanggan_terdampak: 'the ids of the affected customers',
      tindakan: 'the measures taken',
      status: "the incident's status",
    },
  },
]
