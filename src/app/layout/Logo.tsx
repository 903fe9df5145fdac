import { it } from '@/i18n/it'

/** The FitLab mark: an "F" in a rounded square, with the name beside it when there is room. */
export function Logo({ withName }: { withName: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="6" fill="#1677ff" />
        <path d="M10 8h13v4h-8.5v3H21v4h-6.5v6H10z" fill="#fff" />
      </svg>
      {withName && (
        <span style={{ fontSize: 18, fontWeight: 600, letterSpacing: 0.3 }}>{it.menu.logo}</span>
      )}
    </span>
  )
}
