import './area-nav.css'
import { IDENTITY_MESSAGES } from '@services/modules/identity/contract.ts'
import { CircleUserRound, LogOut } from 'lucide-react'
import { useId, useState } from 'react'
import { NavLink, useLocation, useNavigate } from 'react-router'
import { toast } from '../../components/toast.tsx'
import { paths } from '../../lib/paths.ts'
import { signOut, useSessionUser } from '../../lib/session.ts'
import type { AreaMenu, MenuEntry } from './area-menus.ts'
import { NavDropdown } from './NavDropdown.tsx'

const linkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' is-active' : ''}`

function EntryLinks({ entries }: { entries: MenuEntry[] }) {
  return entries.map((entry) => (
    <li key={entry.to}>
      <NavLink to={entry.to} end={entry.end} className={linkClass}>
        {entry.label}
      </NavLink>
    </li>
  ))
}

// The signed-in area's own entries and Logout. The same dropdown is labelled with the area's name
// on phones (Admin, Pelanggan) and shows a person icon with the user's name on large screens; CSS
// picks the label, so the accessible name is always the one on screen.
export function AccountMenu({ menu }: { menu: AreaMenu }) {
  const user = useSessionUser()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const groupId = useId()
  const [leaving, setLeaving] = useState(false)
  const name = user?.nama ?? menu.areaLabel
  const entries = menu.groups.flatMap((group) => group.entries)
  const active = entries.some((entry) => (entry.end ? pathname === entry.to : pathname.startsWith(entry.to)))

  async function logout() {
    setLeaving(true)
    await signOut()
    toast.success(IDENTITY_MESSAGES.loggedOut)
    navigate(paths.home, { replace: true })
  }

  return (
    <li className="account-menu">
      <NavDropdown
        align="end"
        active={active}
        className={`account-menu__dropdown${menu.groups.length > 2 ? ' account-menu__dropdown--wide' : ''}`}
        label={
          <>
            <span className="account-menu__area">{menu.areaLabel}</span>
            <span className="account-menu__person">
              <span className="visually-hidden">Menu akun </span>
              <CircleUserRound aria-hidden="true" size={24} strokeWidth={1.75} />
              <span className="account-menu__name">{name}</span>
            </span>
          </>
        }
      >
        <li className="account-menu__who">
          <span className="account-menu__who-label">Masuk sebagai</span>
          <span className="account-menu__who-name">{name}</span>
          {user ? <span className="account-menu__who-role">{user.nama_jabatan}</span> : null}
        </li>
        {menu.groups.map((group, index) =>
          group.label ? (
            <li key={group.label} className="account-menu__group">
              <span id={`${groupId}-${index}`} className="account-menu__group-label">
                {group.label}
              </span>
              <ul aria-labelledby={`${groupId}-${index}`}>
                <EntryLinks entries={group.entries} />
              </ul>
            </li>
          ) : (
            <EntryLinks key={group.entries[0]?.to} entries={group.entries} />
          ),
        )}
        <li className="account-menu__logout">
          <button type="button" className="nav-link" onClick={logout} disabled={leaving}>
            <LogOut aria-hidden="true" size={18} />
            Logout
          </button>
        </li>
      </NavDropdown>
    </li>
  )
}
