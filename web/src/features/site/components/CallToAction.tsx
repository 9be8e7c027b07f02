import { MessageSquareText } from 'lucide-react'
import { Link } from 'react-router-dom'
import { type AreaPrefix, paths, withArea } from '../../../app/paths.ts'
import { buttonClass } from '../../../components/Button.tsx'
import { WhatsAppLink } from './ExternalWhatsAppLink.tsx'

// The closing band of a page: the free survey, through the contact form or WhatsApp.
export function CallToAction({
  areaPrefix,
  title = 'Survei, konsultasi dan estimasi gratis',
  text = 'Ceritakan masalah hama Anda. Teknisi kami datang ke lokasi, memeriksa, lalu memberi saran dan estimasi biaya tanpa dipungut biaya dan tanpa kewajiban apa pun.',
  id = 'cta-title',
}: {
  areaPrefix: AreaPrefix
  title?: string
  text?: string
  id?: string
}) {
  return (
    <section className="site-cta" aria-labelledby={id}>
      <div className="container site-cta__inner">
        <div>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
        </div>
        <div className="site-actions">
          <Link to={withArea(areaPrefix, paths.contact)} className={buttonClass('accent', 'lg')}>
            <MessageSquareText aria-hidden="true" size={20} />
            Minta survei gratis
          </Link>
          <WhatsAppLink className="btn btn--whatsapp btn--lg" />
        </div>
      </div>
    </section>
  )
}
