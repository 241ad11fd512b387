/**
 * The colour theme: light, dark, or the system's (the default), remembered in localStorage.
 * apps/web/theme-init.js (written into index.html's head, allowed by its hash in the CSP) applies
 * it before the first paint; from then on this module keeps `<html class="dark">` in step with the
 * choice and, for "system", with the system's setting. styles.css switches its colours on that class.
 */
import { useSyncExternalStore } from 'react';

export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** The localStorage key; apps/web/theme-init.js reads the same one. */
export const themeStorageKey = 'pintrip.theme';

const isChoice = (value: unknown): value is ThemeChoice =>
  typeof value === 'string' && (themeChoices as readonly string[]).includes(value);

function stored(): ThemeChoice {
  try {
    const value = localStorage.getItem(themeStorageKey);
    return isChoice(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

const systemQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;

/** Whether `choice` shows the dark theme now. */
export function isDark(choice: ThemeChoice): boolean {
  if (choice !== 'system') return choice === 'dark';
  return systemQuery()?.matches ?? false;
}

let current: ThemeChoice = stored();
const listeners = new Set<() => void>();

function apply() {
  document.documentElement.classList.toggle('dark', isDark(current));
}

/** Chooses a theme: applied at once, remembered, and told to every tab. */
export function setTheme(choice: ThemeChoice) {
  current = choice;
  try {
    if (choice === 'system') localStorage.removeItem(themeStorageKey);
    else localStorage.setItem(themeStorageKey, choice);
  } catch {
    // Private mode without storage: the choice lasts for this page.
  }
  apply();
  for (const listener of listeners) listener();
}

let started = false;
/** Follows the system's setting (for "system") and other tabs' choices; once per page. */
function start() {
  if (started) return;
  started = true;
  systemQuery()?.addEventListener('change', () => {
    if (current === 'system') apply();
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== themeStorageKey) return;
    current = stored();
    apply();
    for (const listener of listeners) listener();
  });
  apply();
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current choice and the function to change it. */
export function useTheme(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(
    subscribe,
    () => current,
    () => 'system' as const,
  );
  return [choice, setTheme];
}
