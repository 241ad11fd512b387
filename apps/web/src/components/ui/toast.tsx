import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

export type ToastTone = 'info' | 'success' | 'error';
export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
  key?: string | undefined;
}

export interface ToastOptions {
  /**
   * What the toast is about (a page's actions): a newer toast with the same key replaces the one
   * still showing, so quick successive actions leave one toast, not a pile.
   */
  key?: string;
}

interface ToastApi {
  show: (message: string, tone?: ToastTone, options?: ToastOptions) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const loadStack = () => import('./toast-stack');
// Without a connection the stack's code may not come (a first toast saying a write waits offline):
// the plain stack below says it instead, rather than a failed import taking the whole page down.
const ToastStack = lazy(() =>
  loadStack().then(
    (module) => ({ default: module.ToastStack }),
    () => ({ default: PlainToastStack }),
  ),
);

/** The toasts as plain text in a live region, each gone after a few seconds. */
function PlainToastStack({ items, onDismiss }: { items: ToastItem[]; onDismiss: (id: number) => void }) {
  const newest = items.at(-1);
  useEffect(() => {
    if (!newest) return;
    const timer = window.setTimeout(() => onDismiss(newest.id), 5000);
    return () => window.clearTimeout(timer);
  }, [newest, onDismiss]);
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
    >
      {items.map((item) => (
        <p key={item.id} className="rounded-xl bg-ink px-4 py-2 text-sm font-semibold text-surface shadow-lg">
          {item.message}
        </p>
      ))}
    </div>
  );
}

/**
 * The in-page replacement for window.alert: announced to screen readers, dismissed by itself.
 * Radix Toast downloads with the first toast, not with every page (docs/decisions/0027-page-weight.md);
 * the page itself never waits for it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const [hasShown, setHasShown] = useState(false);
  const show = useCallback((message: string, tone: ToastTone = 'info', options: ToastOptions = {}) => {
    setHasShown(true);
    setItems((current) => {
      const others = options.key ? current.filter((item) => item.key !== options.key) : current;
      return [...others.slice(-3), { id: Date.now() + Math.random(), message, tone, key: options.key }];
    });
  }, []);
  const dismiss = useCallback((id: number) => setItems((current) => current.filter((x) => x.id !== id)), []);
  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {hasShown ? (
        <Suspense fallback={null}>
          <ToastStack items={items} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast needs a ToastProvider');
  return value;
}
