import { useState } from 'react'
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
  return { ...actions, editing, setEditing, deleting, setDeleting, history, setHistory, closeForm }
}

export type DialogList<R> = ReturnType<typeof useDialogList<R>>
