import type { ServiceContent } from '../service-content.ts'

export const fumigasi: ServiceContent = {
  slug: 'fumigasi',
  name: 'Fumigasi',
  eyebrow: 'Fumigasi',
  title: 'Fumigasi gudang, kontainer dan komoditas',
  lead: 'Fumigasi membasmi serangga gudang pada semua stadia, dari telur sampai dewasa, hingga ke dalam tumpukan barang yang tidak terjangkau semprotan. Untuk gudang beras dan biji-bijian, kontainer ekspor, palet kayu dan barang yang akan dikirim.',
  image: 'services/fumigasi.webp',
  treats: {
    intro: 'Fumigasi dipakai bila hama berada di dalam barang atau ruang tertutup.',
    items: [
      {
        name: 'Gudang dan komoditas',
        text: 'Beras, jagung, kopi, kakao, tembakau dan hasil bumi lain yang diserang kumbang bubuk, ngengat dan serangga gudang.',
      },
      {
        name: 'Kontainer ekspor',
        text: 'Barang dan kemasan di dalam kontainer sebelum dikirim, sesuai persyaratan negara tujuan.',
      },
      {
        name: 'Palet dan kemasan kayu',
        text: 'Palet, peti dan kemasan kayu yang harus bebas hama sesuai standar ISPM 15.',
      },
      {
        name: 'Furnitur dan bangunan kayu',
        text: 'Perabot dan bangunan kayu yang diserang bubuk kayu atau rayap kayu kering.',
      },
    ],
  },
  steps: [
    {
      title: 'Survei dan perhitungan dosis',
      text: 'Kami mengukur volume ruang atau tumpukan, mencatat jenis komoditas dan suhu, lalu menghitung dosis dan lama paparan.',
    },
    {
      title: 'Penyungkupan dan pemasangan tanda',
      text: 'Barang ditutup rapat dengan lembar fumigasi dan diberi pemberat di sekelilingnya, lalu area diberi tanda bahaya dan pagar pembatas.',
    },
    {
      title: 'Fumigasi dan pemantauan gas',
      text: 'Fumigan diaplikasikan oleh teknisi terlatih dengan alat pelindung pernapasan; konsentrasi gas diukur selama masa paparan.',
    },
    {
      title: 'Aerasi dan sertifikat',
      text: 'Setelah paparan selesai, sungkup dibuka dan gas dibuang hingga alat ukur menunjukkan aman. Anda menerima sertifikat fumigasi.',
    },
  ],
  safety: {
    intro: 'Fumigan adalah gas beracun, sehingga keselamatan menjadi bagian utama pekerjaan.',
    points: [
      {
        title: 'Fumigan terdaftar',
        text: 'Kami memakai fumigan yang terdaftar di Kementerian Pertanian, ditangani hanya oleh teknisi terlatih.',
      },
      {
        title: 'Area tertutup selama paparan',
        text: 'Selama masa paparan, umumnya 24 sampai 72 jam, tidak ada orang maupun hewan yang boleh masuk area fumigasi.',
      },
      {
        title: 'Masuk kembali setelah dinyatakan aman',
        text: 'Area baru dibuka setelah aerasi dan pengukuran gas menunjukkan kadar aman, bukan berdasarkan perkiraan waktu.',
      },
      {
        title: 'Tanpa residu berbahaya',
        text: 'Fumigan berbentuk gas dan hilang saat aerasi, sehingga komoditas tetap layak dikonsumsi atau dijual.',
      },
    ],
  },
  guarantee: {
    intro: 'Fumigasi yang benar membasmi hama sampai ke telurnya.',
    covers: [
      'Bila ditemukan serangga hidup pada barang yang difumigasi segera setelah aerasi, kami lakukan fumigasi ulang tanpa biaya.',
      'Sertifikat fumigasi mencantumkan barang, dosis, lama paparan dan tanggal pekerjaan untuk kebutuhan pengiriman.',
    ],
    note: 'Fumigasi tidak meninggalkan perlindungan. Barang yang sudah bersih perlu disimpan di tempat yang bersih agar tidak terserang lagi.',
  },
  faq: [
    {
      question: 'Berapa lama barang harus ditutup?',
      answer:
        'Bergantung pada jenis fumigan, suhu dan komoditas, umumnya 24 sampai 72 jam, ditambah waktu aerasi.',
    },
    {
      question: 'Apakah komoditas makanan tetap aman dikonsumsi?',
      answer:
        'Ya. Fumigan berbentuk gas dan dibuang saat aerasi. Kami memakai dosis dan lama paparan sesuai ketentuan untuk komoditas pangan.',
    },
    {
      question: 'Apakah fumigasi bisa dilakukan di lokasi kami?',
      answer:
        'Bisa, di gudang, lapangan penumpukan atau depo kontainer, asalkan area dapat ditutup dan dijaga selama fumigasi berlangsung.',
    },
  ],
}
