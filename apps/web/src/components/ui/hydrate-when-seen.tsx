import { Suspense, use, useId, type ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import { whenNearScreen } from '../../lib/near-screen';

const attribute = 'data-hydrate-when-seen';

interface Wait {
  promise: Promise<void>;
  /** How many times React rendered the boundary while hydrating it. */
  tries: number;
}

/** One wait per boundary: `use` needs the same promise each time React tries the boundary again. */
const waits = new Map<string, Wait>();

/**
 * Every boundary still waiting hydrates at the reader's first click, key or history step: an update
 * (a navigation changes the router's context every link reads) must never wait for a part to be seen.
 * Listened for from the moment this module runs, before hydration starts: a press on an early card
 * that React replays can come before any boundary was tried, and the navigation it starts must
 * still find every boundary let go (listening from the first boundary on missed it on phones).
 */
const release: Promise<void> | undefined =
  typeof window === 'undefined'
    ? undefined
    : new Promise((resolve) => {
        for (const type of ['click', 'keydown', 'popstate'])
          window.addEventListener(type, () => resolve(), { capture: true, once: true, passive: true });
      });
const released = (): Promise<void> => release ?? Promise.resolve();

function waitFor(id: string): Wait {
  let wait = waits.get(id);
  if (!wait) {
    const element = document.querySelector(`[${attribute}="${CSS.escape(id)}"]`);
    wait = { promise: Promise.race([whenNearScreen(element).promise, released()]), tries: 0 };
    waits.set(id, wait);
  }
  return wait;
}

/**
 * While the page hydrates, suspends until its element comes near the screen (or the reader acts);
 * renders at once otherwise. Only the first try waits: React comes back to a waiting boundary before
 * it was seen only to apply an update to it, which must not wait (in a transition it would hold the
 * whole update back).
 */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated && typeof document !== 'undefined') {
    const wait = waitFor(id);
    if (wait.tries++ === 0) use(wait.promise);
  }
  return children;
}

/**
 * A part of a server-rendered page below its first screen (a long list's later cards, an itinerary's
 * later days): the server renders it as any other, and the browser shows that HTML at once but
 * hydrates it — runs its components, attaches its handlers — only once it comes within a quarter
 * screen of the viewport, in a task of its own (a Suspense boundary waiting on an
 * IntersectionObserver). The page's first hydration runs fewer components (docs/decisions/0051).
 * A press on it before then is replayed by React once it hydrated. Rendered by the browser alone
 * (no server HTML, or after hydration) it renders at once.
 *
 * `as` is the element it renders around its children (the list item itself, so the markup is the
 * same as without it). Give it props that keep their identity while nothing changed (a query's item,
 * under `memo`): a boundary that receives new props before it hydrated is rendered anew instead.
 */
export function HydrateWhenSeen({
  as: Element,
  className,
  children,
}: {
  as: 'li' | 'div' | 'section';
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Element className={className} {...{ [attribute]: id }}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </Element>
  );
}
