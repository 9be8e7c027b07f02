import '../site.css'
import { SERVICE_SLUGS } from '@services/modules/catalogue/service-slugs.ts'
import { ArrowRight, CircleCheck, ShieldCheck } from 'lucide-react'
import type { CSSProperties } from 'react'
import { Link } from 'react-router'
import { type AreaPrefix, paths, SERVICE_LABELS, withArea } from '../../../lib/paths.ts'
import type { ServiceContent } from '../content/service-content.ts'
import { serviceImages } from '../images/services.ts'
import { findImage } from '../images/types.ts'
import { CallToAction } from './CallToAction.tsx'
import { Faq } from './Faq.tsx'
import { ServicePrices } from './ServicePrices.tsx'
import { SiteImage } from './SiteImage.tsx'
import { Steps } from './Steps.tsx'
import { SurveyActions } from './SurveyActions.tsx'

// The layout of the five service pages; their texts live in content/services/<slug>.ts.
export function ServiceView({ content, areaPrefix }: { content: ServiceContent; areaPrefix: AreaPrefix }) {
  const service = content.slug
  return (
    <main id="main" className="page site-page">
      <section className="page-hero service-hero">
        <div className="container service-hero__inner">
          <div>
            <p className="page-hero__eyebrow">{content.eyebrow}</p>
            <h1>{content.title}</h1>
            <p className="page-hero__lead">{content.lead}</p>
            <SurveyActions areaPrefix={areaPrefix} />
          </div>
          <SiteImage image={findImage(serviceImages, content.image)} className="service-hero__image" />
        </div>
      </section>

      <section className="site-section" aria-labelledby="treats-title">
        <div className="container">
          <h2 id="treats-title">Yang kami tangani</h2>
          <p className="site-intro">{content.treats.intro}</p>
          <ul
            className="treats"
            style={{ '--treat-columns': content.treats.items.length === 4 ? 4 : 3 } as CSSProperties}
          >
            {content.treats.items.map((item) => (
              <li key={item.name} className="treats__item">
                <h3>{item.name}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="site-section site-section--tinted" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title">Cara kami bekerja</h2>
          <Steps steps={content.steps} />
        </div>
      </section>

      <section className="site-section" aria-labelledby="safety-title">
        <div className="container">
          <h2 id="safety-title">Aman untuk keluarga dan hewan peliharaan</h2>
          <p className="site-intro">{content.safety.intro}</p>
          <ul className="safety">
            {content.safety.points.map((point) => (
              <li key={point.title} className="safety__item">
                <CircleCheck aria-hidden="true" size={24} />
                <div>
                  <h3>{point.title}</h3>
                  <p>{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="site-section site-section--tinted" aria-labelledby="guarantee-title">
        <div className="container guarantee">
          <span className="guarantee__icon" aria-hidden="true">
            <ShieldCheck size={40} />
          </span>
          <div>
            <h2 id="guarantee-title">Garansi layanan</h2>
            <p>{content.guarantee.intro}</p>
            <ul className="guarantee__list">
              {content.guarantee.covers.map((cover) => (
                <li key={cover}>{cover}</li>
              ))}
            </ul>
            <p className="guarantee__note">{content.guarantee.note}</p>
          </div>
        </div>
      </section>

      <section className="site-section" aria-labelledby="prices-title">
        <div className="container">
          <h2 id="prices-title">Harga {content.name}</h2>
          <p className="site-intro">
            Harga dari katalog kami. Angka pastinya kami sampaikan setelah survei gratis di lokasi Anda.
          </p>
          <ServicePrices slug={service} name={content.name} areaPrefix={areaPrefix} />
        </div>
      </section>

      <section className="site-section site-section--tinted" aria-labelledby="faq-title">
        <div className="container site-narrow">
          <h2 id="faq-title">Pertanyaan umum</h2>
          <Faq items={content.faq} />
        </div>
      </section>

      <CallToAction areaPrefix={areaPrefix} />

      <section className="site-section" aria-labelledby="other-services-title">
        <div className="container">
          <h2 id="other-services-title">Layanan lainnya</h2>
          <ul className="other-services">
            {SERVICE_SLUGS.filter((slug) => slug !== service).map((slug) => (
              <li key={slug}>
                <Link to={withArea(areaPrefix, paths.service(slug))}>
                  {SERVICE_LABELS[slug]}
                  <ArrowRight aria-hidden="true" size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  )
}
