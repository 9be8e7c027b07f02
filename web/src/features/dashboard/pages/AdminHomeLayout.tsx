import '../dashboard.css'
import { Outlet } from 'react-router'
import { AttentionPanel } from '../components/AttentionPanel.tsx'

// /admin-home: what needs attention today above the catalogue (the catalogue's own index page,
// rendered in the outlet), so neither feature imports the other.
export default function AdminHomeLayout() {
  return (
    <>
      <AttentionPanel />
      <Outlet />
    </>
  )
}
