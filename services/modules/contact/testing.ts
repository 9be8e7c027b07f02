// A visitor's contact request with every field filled in, as the contact tests (the API's and the
// worker's email) send it.
export const VISITOR_REQUEST = {
  nama: 'Budi Santoso',
  email: 'budi@example.co.id',
  no_telp: '081234567890',
  permasalahan: 'Rayap',
  jenis_usaha: 'Rumah',
  deskripsi: 'Kusen pintu dapur keropos, ada jalur tanah di dinding.',
}
