import { applicazione } from '@/i18n/aree/applicazione'

/**
 * What shows while the app starts (stored session read, first page's code loaded): the same
 * markup as the splash in index.html, which paints before any script runs and holds its style, so
 * React takes over without a flash.
 */
export function Splash() {
  return (
    <div className="splash" role="status">
      <svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="6" fill="#1677ff" />
        <path d="M10 8h13v4h-8.5v3H21v4h-6.5v6H10z" fill="#fff" />
      </svg>
      <strong>FitLab</strong>
      <span>{applicazione.caricamento}</span>
    </div>
  )
}
