import { BadgeCheck, Leaf, ShieldCheck, UserCheck } from 'lucide-react'

const reasons = [
  {
    icon: Leaf,
    title: 'Aman dan ramah lingkungan',
    text: 'Pestisida terdaftar resmi dengan dosis sesuai label, dipilih yang paling tepat sasaran agar aman bagi keluarga, hewan peliharaan dan lingkungan.',
  },
  {
    icon: BadgeCheck,
    title: 'Layanan berkualitas dan bertanggung jawab',
    text: 'Jadwal yang ditepati, pekerjaan yang rapi, dan laporan tertulis di setiap kunjungan, sehingga Anda tahu apa yang sudah dikerjakan.',
  },
  {
    icon: ShieldCheck,
    title: 'Perlindungan jangka panjang bergaransi',
    text: 'Garansi tertulis dan kunjungan berkala; untuk anti rayap, sertifikat garansi hingga 5 tahun.',
  },
  {
    icon: UserCheck,
    title: 'Teknisi kompeten',
    text: 'Teknisi terlatih yang memahami perilaku setiap hama, bekerja dengan alat pelindung dan menjelaskan setiap langkah kepada Anda.',
  },
] as const

export function Reasons() {
  return (
    <ul className="reasons">
      {reasons.map(({ icon: Icon, title, text }) => (
        <li key={title} className="reason">
          <span className="reason__icon" aria-hidden="true">
            <Icon size={28} />
          </span>
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  )
}
