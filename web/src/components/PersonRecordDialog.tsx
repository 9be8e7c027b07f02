import type { PersonKind } from '@services/modules/personal-data/contract.ts'
import { AccessHistoryPanel } from './AccessHistoryPanel.tsx'
import { Button } from './Button.tsx'
import { Dialog } from './Dialog.tsx'
import { PersonalDataPanel } from './PersonalDataPanel.tsx'

export type RecordField = { label: string; value: string }

// A person's record that has no form of its own (a contact request, an account), read by its id
// when opened so the read is in the access log (issue 38): what the product holds, the export and
// the erasure on request, and who opened it (the API answers the access history to admins only).
export function PersonRecordDialog({
  title,
  fields,
  jenis,
  id,
  onErased,
  onClose,
}: {
  title: string
  fields: readonly RecordField[]
  jenis: PersonKind
  id: string
  onErased: () => void
  onClose: () => void
}) {
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Tutup
        </Button>
      }
    >
      <dl className="person-record">
        {fields.map((field) => (
          <div key={field.label} className="person-record__field">
            <dt>{field.label}</dt>
            <dd>{field.value || '-'}</dd>
          </div>
        ))}
      </dl>
      <PersonalDataPanel jenis={jenis} id={id} onErased={onErased} headingLevel={3} />
      <AccessHistoryPanel resource={jenis} id={id} headingLevel={3} />
    </Dialog>
  )
}
