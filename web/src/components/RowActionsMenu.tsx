import './pickers.css'
import { EllipsisVertical } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'

export type RowAction = {
  id: string
  label: string
  icon?: ReactNode
  // Delete and the like: shown in red.
  danger?: boolean
  onAction: () => void
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
  actions: readonly RowAction[]
  label?: string
}) {
  return (
    <MenuTrigger>
      <Button
        className="btn btn--ghost btn--sm row-actions__button"
        aria-label={`${label} untuk ${rowLabel}`}
      >
        <EllipsisVertical aria-hidden="true" size={18} />
        {label}
      </Button>
      <Popover className="picker__popover row-actions__popover" placement="bottom end" offset={4}>
        <Menu
          className="row-actions__menu"
          aria-label={`${label} untuk ${rowLabel}`}
          onAction={(key) => actions.find((action) => action.id === key)?.onAction()}
        >
          {actions.map((action) => (
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
