// The shared frame (spec §2): help, streak and theme buttons top right; version, copyright and
// the author's link in the footer.
import type { ReactNode } from 'react';
import { APP_VERSION } from '../game/constants.ts';
import { FlameIcon, HelpIcon, LogoMark, MoonIcon, SunIcon } from './Icons.tsx';

export const AUTHOR_URL = 'https://github.com/vibe-check-game';

interface LayoutProps {
  streak: number;
  theme: 'light' | 'dark';
  onHelp(): void;
  onStats(): void;
  onToggleTheme(): void;
  children: ReactNode;
}

export function Layout({ streak, theme, onHelp, onStats, onToggleTheme, children }: LayoutProps) {
  const other = theme === 'dark' ? 'light' : 'dark';
  return (
    <div className="layout">
      <header className="layout__bar">
        <a className="layout__home" href="/" aria-label="Vibe Check, today's game">
          <LogoMark />
        </a>
        <nav className="layout__actions" aria-label="Game menu">
          <button type="button" className="icon-button" onClick={onHelp} aria-label="How to play">
            <HelpIcon />
          </button>
          <button type="button" className="icon-button layout__streak" onClick={onStats} aria-label={`Streak: ${streak} ${streak === 1 ? 'day' : 'days'}, open stats`}>
            <span className="layout__streak-count">{streak}</span>
            <FlameIcon />
          </button>
          <button type="button" className="icon-button" onClick={onToggleTheme} aria-label={`Switch to ${other} theme`}>
            {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
          </button>
        </nav>
      </header>
      <main className="layout__main">{children}</main>
      <footer className="layout__footer">
        <span>{APP_VERSION}</span>
        <span>© 2025 Vibe Check</span>
        <a href={AUTHOR_URL} rel="noopener noreferrer" target="_blank">
          About the author
        </a>
      </footer>
    </div>
  );
}
