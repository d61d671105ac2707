// Inline SVG icons: no image requests, and they take the text colour.
import type { ReactNode } from 'react';

function Icon({ children, label, size = 20 }: { children: ReactNode; label?: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      {children}
    </svg>
  );
}

export const FlameIcon = (p: { label?: string }) => (
  <Icon {...p}>
    <path d="M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-6 1-9.5Z" fill="currentColor" stroke="none" />
  </Icon>
);
export const HelpIcon = (p: { label?: string }) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14" />
    <circle cx="12" cy="17.5" r=".6" fill="currentColor" />
  </Icon>
);
export const SunIcon = (p: { label?: string }) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
);
export const MoonIcon = (p: { label?: string }) => (
  <Icon {...p}>
    <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />
  </Icon>
);
export const CheckIcon = (p: { label?: string; size?: number }) => (
  <Icon {...p}>
    <path d="M5 12.5 10 17 19 7" />
  </Icon>
);
export const CrossIcon = (p: { label?: string; size?: number }) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
export const SquareIcon = (p: { label?: string; size?: number }) => (
  <Icon {...p}>
    <rect x="5" y="5" width="14" height="14" rx="2" />
  </Icon>
);
export const TestTubeIcon = (p: { label?: string; size?: number }) => (
  <Icon {...p}>
    <path d="M9 3h6M10 3v13a2 2 0 0 0 4 0V3M10 11h4" />
  </Icon>
);
