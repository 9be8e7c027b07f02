import type { DialogList } from '../lib/use-dialog-list.ts'
import { ConfirmDialog, DELETE_CONFIRMATION_MESSAGE } from './ConfirmDialog.tsx'
import { Dialog } from './Dialog.tsx'
import { HistoryPanel } from './HistoryPanel.tsx'

// The dialogs every dialog-list screen shows beside its form (lib/use-dialog-list.ts): a record's
// history, and the shared delete confirmation, closed before the delete is sent.
export function ListDialogs<R>({
  page,
  history,
  deletePath,
  deleteMessage = DELETE_CONFIRMATION_MESSAGE,
}: {
  page: DialogList<R>
  // The history's title, the API's name of the record type and the record's id.
  history?: (record: R) => {
    title: string
    resource: string
    id: string | number
    fieldLabels: Record<string, string>
  }
  // None for a list whose records are not deleted (the pesticide register).
  deletePath?: (record: R) => string
  deleteMessage?: string
}) {
  const shown = page.history && history ? history(page.history) : null
  return (
    <>
      {shown ? (
        <Dialog open title={shown.title} onClose={() => page.setHistory(null)} size="lg">
          <HistoryPanel
            resource={shown.resource}
            id={shown.id}
            fieldLabels={shown.fieldLabels}
            headingLevel={3}
          />
        </Dialog>
      ) : null}
      {deletePath ? (
        <ConfirmDialog
          open={page.deleting !== null}
          message={deleteMessage}
          onCancel={() => page.setDeleting(null)}
          onConfirm={() => {
            const target = page.deleting
            page.setDeleting(null)
            if (target) void page.remove(deletePath(target))
          }}
        />
      ) : null}
    </>
  )
}
