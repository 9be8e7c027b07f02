import type { ServiceContent } from '../service-content.ts'

export const rodentControl: ServiceContent = {
  slug: 'rodent-control',
  name: 'Rodent Control',
  eyebrow: 'Rodent Control',
  title: 'Pengendalian tikus yang tuntas dan terpantau',
  lead: 'Tikus merusak kabel dan barang, mencemari makanan dan membawa penyakit seperti leptospirosis. Kami menemukan jalur dan sarangnya, memasang umpan dan perangkap yang aman, lalu memantaunya secara berkala.',
  image: 'services/rodent-control.webp',
  treats: {
    intro: 'Kami menangani tiga jenis tikus yang paling sering ditemui di rumah dan bangunan di Jawa Timur.',
    items: [
      {
        name: 'Tikus got',
        text: 'Tikus besar yang bersarang di saluran dan tanah, sering masuk melalui got, pipa dan celah di bawah pintu.',
      },
      {
        name: 'Tikus rumah',
        text: 'Pemanjat yang hidup di plafon, dinding dan atap, aktif di malam hari dan meninggalkan suara di langit-langit.',
      },
      {
        name: 'Mencit',
        text: 'Tikus kecil yang bisa masuk lewat celah sebesar pensil, sering ditemui di gudang, dapur dan lemari.',
      },
    ],
  },
  steps: [
    {
      title: 'Survei jejak tikus',
      text: 'Teknisi mencari kotoran, bekas gigitan, jejak kaki dan jalur lintasan untuk mengetahui jenis tikus, sarang dan pintu masuknya.',
    },
    {
      title: 'Pemasangan bait station dan perangkap',
      text: 'Umpan diletakkan di dalam bait station terkunci di sepanjang dinding luar; di dalam ruangan kami pakai perangkap lem atau jepit, tanpa racun.',
    },
    {
      title: 'Saran penutupan celah',
      text: 'Kami tunjukkan celah dan lubang yang perlu ditutup dengan kawat kasa atau semen agar tikus baru tidak masuk.',
    },
    {
      title: 'Monitoring berkala',
      text: 'Setiap bait station bernomor diperiksa, umpannya diganti, tikus yang tertangkap dibersihkan dan hasilnya dicatat dalam laporan.',
    },
  ],
  safety: {
    intro: 'Umpan tikus adalah racun, jadi keamanannya kami jaga dengan ketat.',
    points: [
      {
        title: 'Bait station terkunci',
        text: 'Umpan selalu berada di dalam kotak terkunci yang hanya bisa dibuka teknisi, sehingga tidak bisa dijangkau anak atau hewan peliharaan.',
      },
      {
        title: 'Tanpa racun di dalam ruangan',
        text: 'Di dapur, kamar dan area makanan kami memakai perangkap, agar tidak ada tikus mati tersembunyi yang menimbulkan bau.',
      },
      {
        title: 'Rodentisida terdaftar',
        text: 'Umpan yang dipakai terdaftar di Kementerian Pertanian dan ditempatkan sesuai petunjuk label.',
      },
      {
        title: 'Tidak perlu meninggalkan rumah',
        text: 'Pemasangan umpan dan perangkap tidak berbau, sehingga ruangan dapat langsung dipakai seperti biasa.',
      },
    ],
  },
  guarantee: {
    intro: 'Hasil pengendalian tikus terlihat dari pemantauan, bukan dari janji.',
    covers: [
      'Selama masa kontrak, umpan dan perangkap diperiksa dan diganti tanpa biaya tambahan.',
      'Bila aktivitas tikus masih terlihat di antara jadwal kunjungan, teknisi datang lagi tanpa biaya tambahan.',
      'Setiap bait station punya nomor, sehingga temuan per titik tercatat dalam laporan untuk audit keamanan pangan.',
    ],
    note: 'Hasil terbaik dicapai bila celah masuk yang kami tunjukkan ikut ditutup.',
  },
  faq: [
    {
      question: 'Bagaimana jika tikus mati di dalam plafon?',
      answer:
        'Karena itu di dalam ruangan kami memakai perangkap, bukan racun. Umpan racun hanya dipasang di bait station di luar bangunan.',
    },
    {
      question: 'Berapa lama sampai tikus berkurang?',
      answer:
        'Biasanya aktivitas tikus turun dalam satu sampai dua minggu setelah pemasangan, lalu dijaga tetap rendah dengan monitoring berkala.',
    },
    {
      question: 'Apakah cocok untuk gudang dan pabrik makanan?',
      answer:
        'Ya. Bait station bernomor dengan denah dan laporan kunjungan memudahkan pemeriksaan audit keamanan pangan.',
    },
  ],
}
