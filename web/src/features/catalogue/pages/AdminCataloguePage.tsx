import '../catalogue.css'
import { can } from '@services/core/permissions.ts'
import { CATALOGUE_MESSAGES, type KatalogHarga } from '@services/modules/catalogue/contract.ts'
import { catalogueGrants } from '@services/modules/catalogue/permissions.ts'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../../components/Button.tsx'
import { ConfirmDialog, DELETE_CONFIRMATION_MESSAGE } from '../../../components/ConfirmDialog.tsx'
import { toast } from '../../../components/toast.tsx'
import { paths } from '../../../lib/paths.ts'
import { useSessionUser } from '../../../lib/session.ts'
import { deleteCatalogueEntry } from '../api/delete-catalogue-entry.ts'
import { reloadCatalogue } from '../api/get-catalogue.ts'
import { CatalogueList } from '../components/CatalogueList.tsx'

// /admin-home: the catalogue as the public sees it, with Edit and Delete on each card and
// Tambah Data (spec section 2).
export default function AdminCataloguePage() {
  const [target, setTarget] = useState<KatalogHarga | null>(null)
  const [deleting, setDeleting] = useState(false)
  const addLink = useRef<HTMLAnchorElement>(null)
  // After a delete the card's Hapus button, which opened the dialog, goes with the card.
  const focusAfterDelete = useRef<HTMLElement | null>(null)
  // The same grants the API checks decide which actions are offered.
  const role = useSessionUser()?.role
  const may = (action: 'create' | 'update' | 'delete') =>
    can(catalogueGrants, role, `${action}:katalog_harga:any`)

  async function confirmDelete() {
    if (!target || deleting) return
    setDeleting(true)
    try {
      const answer = await deleteCatalogueEntry(target.idkatalog_harga)
      focusAfterDelete.current = addLink.current
      toast.success(answer.message ?? CATALOGUE_MESSAGES.deleted)
    } catch (error) {
      console.error('Gagal menghapus data katalog harga', error)
      toast.error(error instanceof Error ? error.message : 'Internal Server Error')
    } finally {
      // Closed either way: an open modal would hide the toast that says what happened.
      setTarget(null)
      setDeleting(false)
      void reloadCatalogue()
    }
  }

  return (
    <main id="main" className="page">
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="page-hero__eyebrow">Beranda Admin</p>
          <h1>Katalog Harga</h1>
          <p className="page-hero__lead">
            Harga yang Anda ubah di sini langsung tampil di halaman Katalog Harga untuk pengunjung dan
            pelanggan.
          </p>
        </div>
      </section>
      <div className="container katalog-page">
        <div className="katalog-toolbar">
          {may('create') && (
            <Link ref={addLink} to={paths.admin.addKatalog} className={buttonClass('primary')}>
              <Plus aria-hidden="true" size={18} />
              Tambah Data
            </Link>
          )}
        </div>
        <CatalogueList
          headingLevel={2}
          actions={(entry) => (
            <>
              {may('update') && (
                <Link
                  to={paths.admin.editKatalog(entry.idkatalog_harga)}
                  className={buttonClass('secondary', 'sm')}
                  aria-label={`Edit ${entry.jenis_layanan}`}
                >
                  <Pencil aria-hidden="true" size={16} />
                  Edit
                </Link>
              )}
              {may('delete') && (
                <Button
                  variant="danger"
                  size="sm"
                  icon={<Trash2 aria-hidden="true" size={16} />}
                  aria-label={`Hapus ${entry.jenis_layanan}`}
                  onClick={() => {
                    focusAfterDelete.current = null
                    setTarget(entry)
                  }}
                >
                  Hapus
                </Button>
              )}
            </>
          )}
        />
      </div>
      <ConfirmDialog
        open={target !== null}
        message={DELETE_CONFIRMATION_MESSAGE}
        busy={deleting}
        returnFocusTo={focusAfterDelete}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          if (!deleting) setTarget(null)
        }}
      />
    </main>
  )
}
