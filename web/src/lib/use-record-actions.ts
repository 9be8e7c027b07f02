import { useState } from 'react'
import { mutate } from 'swr'
import { toast } from '../components/toast.tsx'
import { type ApiSuccess, api } from './api-client.ts'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Gagal menyimpan data')

// The saves and deletes of a list screen with add and edit dialogs: a success is toasted, the list
// and the record's history are read again; a failed save is kept for the dialog's SaveError (and
// rethrown so the form keeps what was typed); a failed delete (409: in use) is toasted.
export function useRecordActions(refreshList: () => Promise<unknown>) {
  const [saveError, setSaveError] = useState<unknown>(null)

  async function save(send: () => Promise<ApiSuccess<unknown>>, onSaved: () => void, historyKey?: string) {
    setSaveError(null)
    try {
      const answer = await send()
      toast.success(answer.message ?? 'Data tersimpan')
      onSaved()
      await refreshList()
    } catch (error) {
      setSaveError(error)
      throw error
    } finally {
      if (historyKey) void mutate(historyKey)
    }
  }

  async function remove(path: string) {
    try {
      const answer = await api.delete<ApiSuccess<unknown>>(path)
      toast.success(answer.message ?? 'Data terhapus')
      await refreshList()
    } catch (error) {
      toast.error(messageOf(error))
    }
  }

  // A call whose answer the screen shows itself (an account, a link); a failure is toasted.
  async function run<T>(send: () => Promise<T>): Promise<T | undefined> {
    try {
      return await send()
    } catch (error) {
      toast.error(messageOf(error))
      return undefined
    }
  }

  return { saveError, setSaveError, save, remove, run }
}
