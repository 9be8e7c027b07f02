import type { ServiceContent } from '../service-content.ts'

export const pestControl: ServiceContent = {
  slug: 'pest-control',
  name: 'Pest Control',
  eyebrow: 'Pest Control',
  title: 'Jasa pest control untuk rumah dan tempat usaha',
  lead: 'Kecoa di dapur, semut di lemari makanan, nyamuk di kamar tidur, lalat di area sampah: kami tangani dari sumbernya, bukan hanya yang terlihat. Cocok untuk rumah tinggal, restoran, kantor, hotel, pabrik dan gudang di Sidoarjo, Surabaya dan seluruh Jawa Timur.',
  image: 'services/pest-control.webp',
  treats: {
    intro: 'Setiap hama punya kebiasaan berbeda, jadi cara penanganannya juga berbeda.',
    items: [
      {
        name: 'Kecoa',
        text: 'Umpan gel di celah kabinet, kompor dan saluran, ditambah semprotan residual di jalur lintasannya.',
      },
      {
        name: 'Nyamuk',
        text: 'Larvasida di genangan dan talang air untuk memutus jentik, semprotan pada tempat hinggap, dan fogging bila populasinya tinggi.',
      },
      {
        name: 'Semut',
        text: 'Umpan yang dibawa semut pekerja ke sarangnya, sehingga koloni ikut terkendali, bukan hanya barisan di dapur.',
      },
      {
        name: 'Lalat',
        text: 'Perangkap lampu di area produksi, umpan lalat di area sampah, dan saran kebersihan agar lalat tidak berkembang biak.',
      },
      {
        name: 'Kutu busuk, kutu buku dan serangga lain',
        text: 'Kami periksa dulu jenisnya, lalu pilih bahan dan cara yang tepat untuk kasur, buku, gudang atau taman.',
      },
    ],
  },
  steps: [
    {
      title: 'Survei dan estimasi gratis',
      text: 'Teknisi memeriksa rumah atau tempat usaha Anda, mencari sarang dan jalur masuk hama, lalu memberi rekomendasi dan estimasi biaya tertulis.',
    },
    {
      title: 'Treatment sesuai jenis hama',
      text: 'Penyemprotan residual, umpan gel, larvasida atau fogging, di titik yang tepat dan dengan dosis sesuai label. Barang makanan dan peralatan masak kami amankan dulu.',
    },
    {
      title: 'Monitoring dan kunjungan rutin',
      text: 'Untuk kontrak, teknisi datang sesuai jadwal (misalnya 1x atau 2x sebulan), memeriksa hasil, mengisi ulang umpan dan mencatat temuan dalam laporan kunjungan.',
    },
    {
      title: 'Laporan dan saran pencegahan',
      text: 'Anda menerima laporan pekerjaan serta saran sederhana, seperti menutup celah atau mengatur tempat sampah, agar hama tidak kembali.',
    },
  ],
  safety: {
    intro: 'Rumah Anda tetap aman ditinggali selama dan sesudah treatment.',
    points: [
      {
        title: 'Pestisida terdaftar',
        text: 'Kami hanya memakai pestisida yang terdaftar resmi di Kementerian Pertanian, dengan dosis sesuai label.',
      },
      {
        title: 'Bau ringan dan cepat hilang',
        text: 'Umpan gel hampir tidak berbau. Bau semprotan umumnya hilang dalam satu sampai dua jam bila jendela dibuka.',
      },
      {
        title: 'Waktu kembali masuk ruangan',
        text: 'Setelah penyemprotan, ruangan boleh dipakai kembali sekitar 2 jam kemudian; setelah fogging, sekitar 1 jam. Teknisi akan memberi tahu waktu pastinya.',
      },
      {
        title: 'Anak dan hewan peliharaan',
        text: 'Anak, kucing dan anjing menjauh dari area saat treatment. Umpan dipasang di celah tersembunyi yang tidak terjangkau. Tutup akuarium dan matikan pompanya saat penyemprotan.',
      },
    ],
  },
  guarantee: {
    intro: 'Kami bertanggung jawab atas hasil kerja kami.',
    covers: [
      'Selama masa kontrak, bila hama yang ditangani muncul kembali di antara jadwal kunjungan, teknisi datang lagi tanpa biaya tambahan.',
      'Untuk layanan satu kali, berlaku garansi 30 hari dengan satu kali kunjungan ulang gratis bila hama masih aktif.',
      'Setiap kunjungan tercatat dalam laporan, sehingga Anda bisa memantau hasilnya dari waktu ke waktu.',
    ],
    note: 'Garansi berlaku untuk jenis hama dan area yang tercantum dalam penawaran atau kontrak.',
  },
  faq: [
    {
      question: 'Apakah saya harus mengosongkan rumah saat treatment?',
      answer:
        'Tidak perlu mengosongkan rumah. Cukup menjauh dari ruangan yang sedang ditangani dan kembali setelah waktu yang disampaikan teknisi, biasanya sekitar 2 jam.',
    },
    {
      question: 'Berapa lama satu kali treatment?',
      answer:
        'Untuk rumah tinggal biasanya satu sampai dua jam. Restoran, pabrik dan gudang bergantung pada luas area dan dapat dijadwalkan di luar jam operasional.',
    },
    {
      question: 'Berapa kali kunjungan yang dibutuhkan?',
      answer:
        'Kecoa dan semut biasanya terkendali setelah satu sampai dua kunjungan. Untuk tempat usaha kami sarankan kontrak rutin agar hama tidak kembali dan ada laporan untuk keperluan audit.',
    },
    {
      question: 'Apakah bisa dilakukan di restoran yang tetap buka?',
      answer:
        'Bisa. Kami memakai umpan gel yang aman di area dapur saat jam operasional dan menjadwalkan penyemprotan saat restoran tutup.',
    },
  ],
}
