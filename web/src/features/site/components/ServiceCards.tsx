import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { type AreaPrefix, paths, withArea } from '../../../lib/paths.ts'
import { serviceSummaries } from '../content/service-summaries.ts'
import { serviceImages } from '../images/services.ts'
import { findImage } from '../images/types.ts'
import { SiteImage } from './SiteImage.tsx'

// One card per service, the whole card leading to the service page (the link is on the title, so
// its text is the service's name).
export function ServiceCards({ areaPrefix }: { areaPrefix: AreaPrefix }) {
  return (
    <ul className="service-cards">
      {serviceSummaries.map((service) => (
        <li key={service.slug} className="service-card">
          <SiteImage image={findImage(serviceImages, service.image)} className="service-card__image" />
          <div className="service-card__body">
            <h3 className="service-card__title">
              <Link to={withArea(areaPrefix, paths.service(service.slug))}>{service.name}</Link>
            </h3>
            <p>{service.summary}</p>
            <span className="service-card__more" aria-hidden="true">
              Selengkapnya <ArrowRight size={16} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
