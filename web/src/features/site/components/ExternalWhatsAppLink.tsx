import { WhatsAppIcon } from '../../../components/BrandIcons.tsx'
import { company } from '../../../lib/company.ts'

// The WhatsApp chat with the company's greeting, opened in a new tab.
export function WhatsAppLink({ label = 'Chat via WhatsApp', className = 'btn btn--whatsapp' }) {
  return (
    <a className={className} href={company.whatsapp.chatUrl} target="_blank" rel="noopener noreferrer">
      <WhatsAppIcon size={20} />
      {label}
      <span className="visually-hidden"> (membuka tab baru)</span>
    </a>
  )
}
