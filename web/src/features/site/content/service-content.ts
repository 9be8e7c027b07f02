import type { ServiceSlug } from '@services/modules/catalogue/service-slugs.ts'

// What a service page says. One file per service under ./services; the page of that service
// (pages/services/<Name>Page.tsx) renders it with components/ServiceView.tsx.
export type ServiceContent = {
  slug: ServiceSlug
  /** Short name, as in the menu and the catalogue ("Termite Control"). */
  name: string
  eyebrow: string
  title: string
  lead: string
  /** Manifest file of the page's key visual. */
  image: string
  treats: {
    intro: string
    items: { name: string; text: string }[]
  }
  steps: { title: string; text: string }[]
  safety: {
    intro: string
    points: { title: string; text: string }[]
  }
  guarantee: {
    intro: string
    covers: string[]
    note: string
  }
  faq: { question: string; answer: string }[]
}
