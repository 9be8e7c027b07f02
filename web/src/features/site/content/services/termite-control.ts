import type { ServiceContent } from '../service-content.ts'

export const termiteControl: ServiceContent = {
  slug: 'termite-control',
  name: 'Termite Control',
  eyebrow: 'Termite Control',
  title: 'Anti rayap bergaransi untuk rumah dan bangunan',
  lead: 'Rayap tanah bekerja diam-diam dari bawah lantai: kusen, lemari, plafon dan rangka atap bisa rusak sebelum Anda menyadarinya. Kami lindungi bangunan baru sejak pondasi dan membasmi rayap pada bangunan yang sudah berdiri, dengan sertifikat garansi.',
  image: 'services/termite-control.webp',
  treats: {
    intro: 'Perlindungan dan pembasmian rayap untuk setiap tahap bangunan.',
    items: [
      {
        name: 'Pra konstruksi',
        text: 'Tanah pondasi dan lantai kerja disemprot termitisida sebelum dicor, membentuk lapisan pelindung di bawah seluruh bangunan.',
      },
      {
        name: 'Pasca konstruksi',
        text: 'Lantai dan dinding dibor di titik-titik tertentu, lalu termitisida disuntikkan ke tanah di bawahnya. Lubang ditutup kembali dengan rapi.',
      },
      {
        name: 'Kayu, kusen dan rangka atap',
        text: 'Kayu yang terserang dan kayu di sekitarnya diberi perlakuan pengawet anti rayap dengan semprot, oles atau injeksi.',
      },
      {
        name: 'Sistem umpan rayap',
        text: 'Stasiun umpan ditanam di sekeliling bangunan; rayap membawa umpan ke sarang sehingga koloni terkendali tanpa pengeboran.',
      },
    ],
  },
  steps: [
    {
      title: 'Inspeksi menyeluruh',
      text: 'Teknisi memeriksa kusen, lantai kayu, lemari tanam, plafon dan rangka atap, mencari liang tanah dan kayu yang berbunyi kopong, lalu menggambar denah serangan.',
    },
    {
      title: 'Penghalang kimia atau umpan',
      text: 'Kami pilih injeksi, perlakuan tanah atau sistem umpan sesuai kondisi bangunan, dan menjelaskan titik pengeboran sebelum pekerjaan dimulai.',
    },
    {
      title: 'Sertifikat garansi',
      text: 'Setelah pekerjaan selesai Anda menerima sertifikat garansi yang mencantumkan area yang dilindungi dan tanggal berakhirnya.',
    },
    {
      title: 'Inspeksi berkala',
      text: 'Selama masa garansi teknisi datang secara berkala untuk memastikan tidak ada serangan baru.',
    },
  ],
  safety: {
    intro: 'Termitisida bekerja di tanah dan kayu, bukan di udara ruangan Anda.',
    points: [
      {
        title: 'Termitisida terdaftar',
        text: 'Kami memakai termitisida yang terdaftar di Kementerian Pertanian, dengan dosis sesuai label dan luas area.',
      },
      {
        title: 'Hampir tidak berbau',
        text: 'Bahan disuntikkan ke tanah di bawah lantai, sehingga bau di dalam ruangan sangat ringan dan cepat hilang.',
      },
      {
        title: 'Ruangan segera dipakai',
        text: 'Ruangan dapat dipakai kembali sekitar 2 jam setelah injeksi selesai dan lubang bor ditutup.',
      },
      {
        title: 'Aman di sekitar rumah',
        text: 'Anak dan hewan peliharaan menjauh selama pengeboran dan penyuntikan. Sumur dan tandon air kami perhitungkan agar tidak tercemar.',
      },
    ],
  },
  guarantee: {
    intro: 'Perlindungan anti rayap kami bergaransi dan tercatat dalam sertifikat.',
    covers: [
      'Pra konstruksi: garansi hingga 5 tahun untuk bangunan yang dilindungi sejak pondasi.',
      'Pasca konstruksi: garansi hingga 3 tahun untuk area yang ditangani, dengan inspeksi berkala selama masa garansi.',
      'Bila ditemukan rayap aktif di area yang dilindungi selama masa garansi, kami lakukan treatment ulang tanpa biaya.',
      'Sertifikat garansi dapat dilihat kembali oleh pelanggan di area pelanggan situs ini.',
    ],
    note: 'Garansi tidak mencakup perbaikan kayu yang sudah rusak sebelum treatment. Beri tahu kami sebelum renovasi yang membongkar lantai atau dinding di area yang dilindungi.',
  },
  faq: [
    {
      question: 'Bagaimana tanda rumah terserang rayap?',
      answer:
        'Liang tanah yang merambat di dinding atau kusen, kayu yang berbunyi kopong saat diketuk, serbuk halus, dan laron yang beterbangan di sekitar lampu saat awal musim hujan.',
    },
    {
      question: 'Apakah lantai keramik akan rusak karena dibor?',
      answer:
        'Lubang bor berdiameter kecil di nat atau sambungan keramik, lalu ditutup kembali dengan semen yang warnanya disesuaikan.',
    },
    {
      question: 'Lebih baik injeksi atau sistem umpan?',
      answer:
        'Injeksi memberi perlindungan cepat dan menyeluruh. Sistem umpan tepat untuk bangunan yang tidak boleh dibor atau dekat sumber air. Teknisi akan menyarankan setelah inspeksi.',
    },
    {
      question: 'Kapan sebaiknya perlindungan pra konstruksi dilakukan?',
      answer:
        'Setelah tanah pondasi diratakan dan sebelum lantai kerja dicor. Hubungi kami beberapa hari sebelumnya agar jadwalnya sesuai dengan kontraktor.',
    },
  ],
}
