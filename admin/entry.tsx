/** The back office in the browser: one React root in the shell's #admin (server/admin/admin-routes.ts). */
import '@fontsource/roboto/latin-400.css'
import '@fontsource/roboto/latin-500.css'
import '@fontsource/roboto/latin-700.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'

const container = document.getElementById('admin')
if (!container) throw new Error('The back office shell has no #admin element.')
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
