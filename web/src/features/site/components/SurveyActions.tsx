import { MessageSquareText } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/Button.tsx'
import { type AreaPrefix, paths, withArea } from '../../../lib/paths.ts'
import { WhatsAppLink } from './ExternalWhatsAppLink.tsx'

// The two ways to ask for the free survey: the contact form (in the visitor's area) or WhatsApp.
export function SurveyActions({ areaPrefix }: { areaPrefix: AreaPrefix }) {
  return (
    <div className="site-actions">
      <Link to={withArea(areaPrefix, paths.contact)} className={buttonClass('accent', 'lg')}>
        <MessageSquareText aria-hidden="true" size={20} />
        Minta survei gratis
      </Link>
      <WhatsAppLink className="btn btn--whatsapp btn--lg" />
    </div>
  )
}
