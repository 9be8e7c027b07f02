import type { ServiceContent } from '../service-content.ts'

export const disinfeksi: ServiceContent = {
  slug: 'disinfeksi',
  name: 'Disinfeksi',
  eyebrow: 'Disinfeksi',
  title: 'Disinfeksi ruangan untuk rumah, kantor dan fasilitas umum',
  lead: 'Membasmi virus, bakteri dan jamur pada permukaan dan udara ruangan, dengan disinfektan yang tepat dan cara kerja yang terukur. Cocok setelah ada anggota keluarga atau karyawan yang sakit, sebelum ruangan dipakai kembali, atau sebagai perawatan rutin.',
  image: 'services/disinfeksi.webp',
  treats: {
    intro: 'Kami menyesuaikan cara dan bahan dengan jenis ruangan.',
    items: [
      {
        name: 'Rumah tinggal',
        text: 'Kamar, ruang keluarga, dapur dan kamar mandi, termasuk setelah ada penghuni yang sakit.',
      },
      {
        name: 'Kantor dan sekolah',
        text: 'Ruang kerja, ruang rapat, ruang kelas dan area bersama, dapat dijadwalkan di luar jam kerja.',
      },
      {
        name: 'Fasilitas umum dan ibadah',
        text: 'Lobi, ruang tunggu, masjid, gereja dan aula yang dipakai banyak orang.',
      },
      {
        name: 'Gudang dan area produksi',
        text: 'Area penyimpanan dan produksi yang membutuhkan kebersihan terjaga untuk audit.',
      },
      {
        name: 'Permukaan yang sering disentuh',
        text: 'Gagang pintu, tombol lift, pegangan tangga, meja dan sakelar dibersihkan dan didisinfeksi satu per satu.',
      },
    ],
  },
  steps: [
    {
      title: 'Survei dan rencana kerja',
      text: 'Kami menghitung luas area, mencatat peralatan elektronik dan barang yang perlu dilindungi, lalu menyepakati jadwal.',
    },
    {
      title: 'Penyemprotan dan pengabutan',
      text: 'Disinfektan diaplikasikan dengan sprayer untuk permukaan dan mesin pengabut ULV untuk udara ruangan, dengan konsentrasi sesuai petunjuk produsen.',
    },
    {
      title: 'Permukaan yang sering disentuh',
      text: 'Gagang pintu, meja dan sakelar dilap satu per satu agar disinfektan bekerja cukup lama di permukaan.',
    },
    {
      title: 'Laporan dan sertifikat',
      text: 'Anda menerima laporan pekerjaan dan sertifikat disinfeksi yang dapat ditunjukkan kepada karyawan, tamu atau pemeriksa.',
    },
  ],
  safety: {
    intro: 'Ruangan bersih tanpa membahayakan penghuninya.',
    points: [
      {
        title: 'Disinfektan berizin',
        text: 'Kami memakai disinfektan yang memiliki izin edar Kementerian Kesehatan dan sesuai untuk ruangan yang ditempati manusia.',
      },
      {
        title: 'Bau ringan',
        text: 'Bau segar ringan yang hilang setelah ruangan diberi ventilasi selama 15 sampai 30 menit.',
      },
      {
        title: 'Waktu kembali masuk ruangan',
        text: 'Ruangan dapat dipakai kembali sekitar 1 jam setelah pengabutan selesai dan jendela dibuka.',
      },
      {
        title: 'Elektronik dan hewan peliharaan',
        text: 'Komputer dan peralatan elektronik ditutup atau dimatikan. Hewan peliharaan dan tanaman hias dipindahkan sementara ke luar ruangan.',
      },
    ],
  },
  guarantee: {
    intro: 'Yang kami jamin adalah pekerjaan yang benar dan terdokumentasi.',
    covers: [
      'Seluruh area yang disepakati ditangani sesuai rencana kerja, dan tercatat dalam laporan.',
      'Bila ada area dalam rencana kerja yang terlewat, kami tangani ulang tanpa biaya.',
      'Untuk kontrak rutin, jadwal kunjungan dan hasilnya tercatat sehingga mudah diperiksa.',
    ],
    note: 'Disinfeksi membasmi kuman yang ada saat treatment, tetapi tidak melindungi ruangan selamanya. Untuk ruangan yang ramai kami sarankan disinfeksi rutin.',
  },
  faq: [
    {
      question: 'Apa beda disinfeksi dengan membersihkan biasa?',
      answer:
        'Membersihkan mengangkat kotoran, sedangkan disinfeksi membunuh kuman yang tertinggal. Hasil terbaik bila ruangan dibersihkan lebih dulu, lalu didisinfeksi.',
    },
    {
      question: 'Apakah aman untuk peralatan elektronik?',
      answer:
        'Ya, bila ditutup atau dimatikan. Pengabutan ULV menghasilkan butiran sangat halus yang tidak membasahi permukaan.',
    },
    {
      question: 'Seberapa sering disinfeksi perlu dilakukan?',
      answer:
        'Untuk rumah cukup saat dibutuhkan, misalnya setelah ada yang sakit. Untuk kantor, sekolah dan fasilitas umum kami sarankan satu sampai dua kali sebulan.',
    },
  ],
}
