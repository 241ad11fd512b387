import { Suspense, useState, type ReactNode } from 'react';
import { preloadOn } from './lazy-dialog';

export interface LazyMenuButtonProps {
  /** From `lazyMenu` (lazy-menu.ts): starts the menu's download on hover, focus or press. */
  preload: () => void;
  /** The menu, open when it mounts (`defaultOpen`), that takes the button's place once asked for. */
  menu: ReactNode;
  className: string;
  'aria-label'?: string;
  'data-testid': string;
  /** What the trigger shows: the same content as the menu's own trigger. */
  children: ReactNode;
}

/**
 * Until someone asks for the menu (a press, or ArrowDown), a plain button that looks like its
 * trigger stands in: the menu (Radix DropdownMenu with its positioning and focus handling) then
 * replaces it, already open, and the button stays on screen while the code downloads
 * (docs/decisions/0027-page-weight.md). Used by the theme and language menus.
 */
export function LazyMenuButton({ preload, menu, children, ...button }: LazyMenuButtonProps) {
  const [isWanted, setIsWanted] = useState(false);
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      {...button}
      {...preloadOn({ preload })}
      onClick={() => setIsWanted(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setIsWanted(true);
        }
      }}
    >
      {children}
    </button>
  );
  if (!isWanted) return standIn;
  return <Suspense fallback={standIn}>{menu}</Suspense>;
}
