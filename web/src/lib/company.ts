// Every company detail the site shows lives here, so a change of number or address is one edit.
// The numbers, address and social accounts are placeholders until the company confirms its own.

const WHATSAPP_NUMBER = '6281234567890'
const WHATSAPP_GREETING =
  'Halo TTSG Pest Control, saya ingin berkonsultasi tentang layanan pengendalian hama. Mohon informasinya.'

export const company = {
  name: 'TTSG Pest Control',
  legalName: 'PT TTSG Pest Control Indonesia',
  foundedYear: 2012,
  copyrightYear: 2024,
  tagline: 'Jasa pengendalian hama terpercaya di Sidoarjo dan Jawa Timur',
  email: 'info@ttsg-pestcontrol.co.id',
  phones: {
    whatsapp: {
      label: 'WhatsApp',
      display: '0812-3456-7890',
      href: `https://wa.me/${WHATSAPP_NUMBER}`,
    },
    landline: {
      label: 'Telepon',
      display: '(031) 8967-1234',
      href: 'tel:+623189671234',
    },
  },
  whatsapp: {
    number: WHATSAPP_NUMBER,
    greeting: WHATSAPP_GREETING,
    chatUrl: `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(WHATSAPP_GREETING)}`,
  },
  address: {
    street: 'Jl. Raya Gedangan No. 88',
    district: 'Gedangan',
    city: 'Sidoarjo',
    province: 'Jawa Timur',
    postalCode: '61254',
    country: 'ID',
  },
  serviceArea: 'Jawa Timur',
  // schema.org openingHours notation; a placeholder until the company confirms its hours.
  openingHours: ['Mo-Fr 08:00-17:00', 'Sa 08:00-14:00'],
  openingHoursText: 'Senin–Jumat 08.00–17.00, Sabtu 08.00–14.00',
  social: {
    facebook: { label: 'Facebook', href: 'https://www.facebook.com/ttsgpestcontrol' },
    instagram: { label: 'Instagram', href: 'https://www.instagram.com/ttsgpestcontrol' },
    youtube: { label: 'YouTube', href: 'https://www.youtube.com/@ttsgpestcontrol' },
  },
} as const

export type SocialNetwork = keyof typeof company.social

export function formatAddress(): string {
  const { street, district, city, province, postalCode } = company.address
  return `${street}, ${district}, ${city}, ${province} ${postalCode}`
}
