import './pickers.css'
import { Download, EllipsisVertical, History, Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import type { Column } from './ResponsiveTable.tsx'

export type RowAction = {
  id: string
  label: string
  icon?: ReactNode
  // Delete and the like: shown in red.
  danger?: boolean
  onAction: () => void
}

// An action offered only for some rows is written `condition && action`.
type MaybeAction = RowAction | false | null | undefined

// The actions every list offers, with the same name, icon and place in the menu on each screen.
export const rowAction = {
  edit: (onAction: () => void, label = 'Edit'): RowAction => ({
    id: 'edit',
    label,
    icon: <Pencil aria-hidden="true" size={16} />,
    onAction,
  }),
  history: (onAction: () => void): RowAction => ({
    id: 'riwayat',
    label: 'Riwayat',
    icon: <History aria-hidden="true" size={16} />,
    onAction,
  }),
  // A file of the row ('Unduh label', 'Unduh sertifikat'); `id` tells the row's files apart.
  download: (id: string, label: string, onAction: () => void): RowAction => ({
    id,
    label,
    icon: <Download aria-hidden="true" size={16} />,
    onAction,
  }),
  remove: (onAction: () => void): RowAction => ({
    id: 'hapus',
    label: 'Hapus',
    danger: true,
    icon: <Trash2 aria-hidden="true" size={16} />,
    onAction,
  }),
}

// The actions of one row (Edit, Riwayat, Hapus, ...) behind one button, so a row stays narrow on a
// phone. React Aria's MenuTrigger: arrows move, Enter chooses, Escape closes and focus returns.
// The button reads 'Aksi' and is named after the row for screen readers ('Aksi untuk PT ...').
export function RowActionsMenu({
  rowLabel,
  actions,
  label = 'Aksi',
}: {
  rowLabel: string
  actions: readonly MaybeAction[]
  label?: string
}) {
  const offered = actions.filter((action): action is RowAction => Boolean(action))
  return (
    <MenuTrigger>
      <Button
        className="btn btn--ghost btn--sm row-actions__button"
        aria-label={`${label} untuk ${rowLabel}`}
      >
        <EllipsisVertical aria-hidden="true" size={18} />
        {/* Hidden on a phone's card, where the button is the ⋮ icon (table.css). */}
        <span className="row-actions__label">{label}</span>
      </Button>
      <Popover className="picker__popover row-actions__popover" placement="bottom end" offset={4}>
        <Menu
          className="row-actions__menu"
          aria-label={`${label} untuk ${rowLabel}`}
          onAction={(key) => offered.find((action) => action.id === key)?.onAction()}
        >
          {offered.map((action) => (
            <MenuItem
              key={action.id}
              id={action.id}
              textValue={action.label}
              className={['row-actions__item', action.danger ? 'row-actions__item--danger' : '']
                .filter(Boolean)
                .join(' ')}
            >
              {action.icon}
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}

// The last column of every back-office list: the row's actions behind one Aksi menu, named after
// the row ('Aksi untuk PT Sumber Rejeki'); on a phone's card, the ⋮ at its top right.
export function actionsColumn<Row>(
  rowLabel: (row: Row) => string,
  actions: (row: Row) => readonly MaybeAction[],
): Column<Row> {
  return {
    key: 'aksi',
    header: 'Aksi',
    card: 'action',
    render: (row) => <RowActionsMenu rowLabel={rowLabel(row)} actions={actions(row)} />,
  }
}
