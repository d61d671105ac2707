// The browser events of spec §7, typed: progress-updated, help-open, stats-opened, intensity.
export interface AppEvents {
  'progress-updated': undefined;
  'help-open': undefined;
  'stats-opened': undefined;
  intensity: number;
}

export function emit<K extends keyof AppEvents>(name: K, detail?: AppEvents[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function listen<K extends keyof AppEvents>(name: K, handler: (detail: AppEvents[K]) => void): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<AppEvents[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
