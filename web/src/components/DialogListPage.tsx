import type { ReactNode } from 'react'
import type { ApiSuccess } from '../lib/api-client.ts'
import type { DialogList } from '../lib/use-dialog-list.ts'
import { ListDialogs } from './ListDialogs.tsx'
import { ListScreen, type ListScreenProps } from './ListScreen.tsx'

type Save = (send: () => Promise<ApiSuccess<unknown>>) => Promise<void>

// A whole register screen whose records are added and edited in dialogs (certificates, pesticides):
// the page around the list, Tambah Data opening the empty form, the add/edit dialog while a record
// is in the form, and the history and delete dialogs. `form` gets the record in the form (null: a
// new one) and a `save` that toasts, closes the form, refreshes the list and, for an edit, the
// record's history (historyKey), so each screen writes only its fields and calls.
export function DialogListPage<Row, F extends string = never>({
  page,
  form,
  historyKey,
  history,
  deletePath,
  ...screen
}: Omit<ListScreenProps<Row, F>, 'add' | 'children'> & {
  page: DialogList<Row>
  form: (editing: Row | null, save: Save) => ReactNode
  historyKey: (record: Row) => string
  history: Parameters<typeof ListDialogs<Row>>[0]['history']
  deletePath?: (record: Row) => string
}) {
  const { editing, setEditing, closeForm } = page
  return (
    <main id="main" className="page">
      <div className="container">
        <ListScreen {...screen} add={{ onClick: () => setEditing(null) }}>
          {editing !== undefined
            ? form(editing, (send) =>
                page.save(send, closeForm, editing === null ? undefined : historyKey(editing)),
              )
            : null}
          <ListDialogs page={page} history={history} deletePath={deletePath} />
        </ListScreen>
      </div>
    </main>
  )
}
