import '../site.css'
import { CalendarCheck, MapPin, ShieldCheck } from 'lucide-react'
import { Link } from 'react-router'
import { company } from '../../../lib/company.ts'
import { type AreaPrefix, paths, withArea } from '../../../lib/paths.ts'
import { CallToAction } from '../components/CallToAction.tsx'
import { Gallery } from '../components/Gallery.tsx'
import { Reasons } from '../components/Reasons.tsx'
import { ServiceCards } from '../components/ServiceCards.tsx'
import { SurveyActions } from '../components/SurveyActions.tsx'
import { heroImages } from '../images/hero.ts'
import { homeImages } from '../images/home.ts'
import { imageUrl } from '../images/types.ts'

// `/`, and the same page as the customer's home (`/pelanggan`), where links stay in that area.
export default function HomePage({ areaPrefix = '' }: { areaPrefix?: AreaPrefix }) {
  const [heroSmall, heroLarge] = heroImages
  return (
    <main id="main" className="page site-page">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container home-hero__inner">
          <div className="home-hero__text">
            <p className="page-hero__eyebrow">Sejak {company.foundedYear} · Sidoarjo, Jawa Timur</p>
            <h1 id="home-title">
              <span className="home-hero__brand">{company.name}</span>{' '}
              <span className="home-hero__tagline">Jasa pengendalian hama di Sidoarjo dan Jawa Timur</span>
            </h1>
            <p className="home-hero__welcome">
              Selamat datang! Kami membantu keluarga dan pelaku usaha di Sidoarjo, Surabaya dan seluruh Jawa
              Timur terbebas dari kecoa, nyamuk, tikus, rayap dan hama lainnya, dengan cara yang aman, rapi
              dan bergaransi.
            </p>
            <p className="home-hero__free">
              <CalendarCheck aria-hidden="true" size={22} />
              Survei, konsultasi dan estimasi gratis
            </p>
            <SurveyActions areaPrefix={areaPrefix} />
          </div>
          {heroSmall && heroLarge ? (
            <img
              className="home-hero__image"
              src={imageUrl(heroSmall)}
              srcSet={`${imageUrl(heroSmall)} ${heroSmall.width}w, ${imageUrl(heroLarge)} ${heroLarge.width}w`}
              sizes="(min-width: 64rem) 32rem, calc(100vw - 2rem)"
              width={heroSmall.width}
              height={heroSmall.height}
              alt={heroSmall.alt}
              // Lazy like every picture of the site (SiteImage.tsx): it loads once the page is laid out.
              loading="lazy"
              decoding="async"
            />
          ) : null}
        </div>
      </section>

      <section className="site-section" aria-labelledby="services-title">
        <div className="container">
          <p className="site-eyebrow">Layanan</p>
          <h2 id="services-title">Layanan kami</h2>
          <p className="site-intro">
            Lima layanan untuk rumah tinggal, restoran, kantor, sekolah, pabrik dan gudang. Pilih layanan
            untuk melihat cara kerja, keamanan, garansi dan harganya.
          </p>
          <ServiceCards areaPrefix={areaPrefix} />
        </div>
      </section>

      <section className="site-section site-section--tinted" aria-labelledby="reasons-title">
        <div className="container">
          <p className="site-eyebrow">Mengapa TTSG</p>
          <h2 id="reasons-title">Alasan memilih {company.name}</h2>
          <Reasons />
        </div>
      </section>

      <section className="site-section" aria-labelledby="since-title">
        <div className="container since">
          <div className="since__badge" aria-hidden="true">
            <ShieldCheck size={36} />
            <span>Sejak</span>
            <strong>{company.foundedYear}</strong>
          </div>
          <div>
            <h2 id="since-title">Melindungi rumah dan usaha di Jawa Timur sejak {company.foundedYear}</h2>
            <p>
              {company.name} berdiri di Sidoarjo pada tahun {company.foundedYear}. Berawal dari rumah-rumah di
              sekitar Sidoarjo dan Surabaya, kini kami melayani rumah tinggal, restoran, hotel, kantor,
              pabrik, gudang dan eksportir di seluruh Jawa Timur.
            </p>
            <p className="since__area">
              <MapPin aria-hidden="true" size={20} />
              Sidoarjo · Surabaya · Mojokerto · Malang · Kediri dan kota lain di Jawa Timur
            </p>
            <Link to={withArea(areaPrefix, paths.about)}>Kenali {company.name} lebih dekat</Link>
          </div>
        </div>
      </section>

      <section className="site-section site-section--tinted" aria-labelledby="gallery-title">
        <div className="container">
          <p className="site-eyebrow">Galeri</p>
          <h2 id="gallery-title">Galeri pekerjaan kami</h2>
          <Gallery images={homeImages} label="Galeri pekerjaan kami" wide />
        </div>
      </section>

      <CallToAction areaPrefix={areaPrefix} />
    </main>
  )
}
