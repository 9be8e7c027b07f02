import './back-office-kit.css'
import { whatsAppUrl } from '../lib/whatsapp.ts'
import { WhatsAppIcon } from './BrandIcons.tsx'

// A phone number that opens a WhatsApp chat in a new tab (08xx is dialled as 628xx). The number
// stays the visible label; a number WhatsApp cannot take is shown as plain text.
export function WhatsAppLink({
  phone,
  text,
  label,
}: {
  phone: string
  // The chat's first message, typed in for the user.
  text?: string
  // Shown instead of the number ('Hubungi via WhatsApp').
  label?: string
}) {
  const url = whatsAppUrl(phone, text)
  const shown = label ?? phone
  if (url === null) return <span>{phone.trim() === '' ? '-' : phone}</span>
  return (
    <a className="wa-link" href={url} target="_blank" rel="noopener noreferrer">
      <WhatsAppIcon size={18} />
      <span>{shown}</span>
      <span className="visually-hidden"> (WhatsApp, terbuka di tab baru)</span>
    </a>
  )
}
