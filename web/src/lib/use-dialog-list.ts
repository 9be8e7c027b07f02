import { useState } from 'react'
import { type ApiSuccess, api } from './api-client.ts'
import { useRecordActions } from './use-record-actions.ts'

// The state of a list screen whose records are added and edited in dialogs (certificates, reports,
// technicians, prospects): the record in the form (null: a new one), the one asked to be deleted,
// the one whose history is open, and the saves and deletes (useRecordActions). The dialogs
// themselves are components/ListDialogs.tsx.
export function useDialogList<R>(refreshList: () => Promise<unknown>) {
  const actions = useRecordActions(refreshList)
  const [editing, setEditing] = useState<R | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<R | null>(null)
  const [history, setHistory] = useState<R | null>(null)
  const closeForm = () => {
    setEditing(undefined)
    actions.setSaveError(null)
  }
  // The form opens on the record read by its id, not on the list's row: the read is the one the
  // access log records (issue 38), and the form starts from the current version. A failure is toasted.
  async function openEditing(path: string) {
    const answer = await actions.run(() => api.get<ApiSuccess<R>>(path))
    if (answer) setEditing(answer.data)
  }
  return {
    ...actions,
    editing,
    setEditing,
    openEditing,
    deleting,
    setDeleting,
    history,
    setHistory,
    closeForm,
  }
}

export type DialogList<R> = ReturnType<typeof useDialogList<R>>
