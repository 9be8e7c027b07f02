import { WhatsAppIcon } from '../../components/BrandIcons.tsx'
import { company } from '../../lib/company.ts'

export function WhatsAppFloat() {
  return (
    <a
      className="whatsapp-float"
      href={company.whatsapp.chatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Chat WhatsApp dengan ${company.name} (membuka tab baru)`}
    >
      <WhatsAppIcon size={30} />
    </a>
  )
}
