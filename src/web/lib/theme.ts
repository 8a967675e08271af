import { useCallback, useSyncExternalStore } from 'react';

/**
 * Light/dark theme (spec §1): starts from localStorage 'darkMode' (true when
 * the saved text is the word true); each change toggles the `dark` class on
 * <html> and saves the value again. index.html applies it before first paint.
 */
export const THEME_STORAGE_KEY = 'darkMode';

const listeners = new Set<() => void>();

function isDark(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('dark');
}

export function setDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, String(dark));
  } catch {
    /* storage may be unavailable (private mode): the class still applies */
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDarkMode(): [boolean, (dark: boolean) => void, () => void] {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  const toggle = useCallback(() => setDarkMode(!isDark()), []);
  return [dark, setDarkMode, toggle];
}
