import { SERVICE_SLUGS } from '@services/modules/catalogue/service-slugs.ts'
import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { Link } from 'react-router'
import { FacebookIcon, InstagramIcon, WhatsAppIcon, YoutubeIcon } from '../../components/BrandIcons.tsx'
import { company, formatAddress } from '../../lib/company.ts'
import { paths, SERVICE_LABELS, withArea } from '../../lib/paths.ts'
import { useAreaPrefix } from '../use-area.ts'
import { BrandMark } from './BrandMark.tsx'

const SOCIAL_ICONS = { facebook: FacebookIcon, instagram: InstagramIcon, youtube: YoutubeIcon }

export function Footer() {
  const prefix = useAreaPrefix()
  const { whatsapp, landline } = company.phones
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__brand">
            <BrandMark size={32} />
            <span>{company.name}</span>
          </p>
          <p>
            {company.tagline}. Berdiri sejak {company.foundedYear}, melayani rumah dan bisnis di seluruh{' '}
            {company.serviceArea}.
          </p>
          <p className="site-footer__free">Survei, konsultasi, dan estimasi biaya gratis.</p>
        </div>

        <div>
          <h2 className="site-footer__heading" id="footer-contact">
            Kontak
          </h2>
          <ul className="site-footer__list">
            <li>
              <WhatsAppIcon size={18} />
              <span>
                <span className="site-footer__label">{whatsapp.label}:</span>{' '}
                <a href={whatsapp.href} target="_blank" rel="noopener noreferrer">
                  {whatsapp.display}
                </a>
              </span>
            </li>
            <li>
              <Phone size={18} aria-hidden="true" />
              <span>
                <span className="site-footer__label">{landline.label}:</span>{' '}
                <a href={landline.href}>{landline.display}</a>
              </span>
            </li>
            <li>
              <Mail size={18} aria-hidden="true" />
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              <MapPin size={18} aria-hidden="true" />
              <address>{formatAddress()}</address>
            </li>
            <li>
              <Clock size={18} aria-hidden="true" />
              <span>{company.openingHoursText}</span>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="site-footer__heading" id="footer-services">
            Layanan
          </h2>
          <ul className="site-footer__links">
            {SERVICE_SLUGS.map((slug) => (
              <li key={slug}>
                <Link to={withArea(prefix, paths.service(slug))}>{SERVICE_LABELS[slug]}</Link>
              </li>
            ))}
            <li>
              <Link to={withArea(prefix, paths.katalog)}>Katalog Harga</Link>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="site-footer__heading" id="footer-social">
            Ikuti Kami
          </h2>
          <ul className="site-footer__social">
            {(Object.keys(company.social) as (keyof typeof company.social)[]).map((network) => {
              const Icon = SOCIAL_ICONS[network]
              const { label, href } = company.social[network]
              return (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${label} ${company.name} (membuka tab baru)`}
                  >
                    <Icon size={20} />
                    <span>{label}</span>
                  </a>
                </li>
              )
            })}
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>
            © {company.copyrightYear} {company.name}. Hak cipta dilindungi undang-undang.
          </p>
        </div>
      </div>
    </footer>
  )
}
