import type { AreaPrefix } from '../../../lib/paths.ts'
import { SurveyActions } from './SurveyActions.tsx'

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
        <SurveyActions areaPrefix={areaPrefix} />
      </div>
    </section>
  )
}
