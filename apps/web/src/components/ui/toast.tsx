import { Toast } from 'radix-ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';

export type ToastTone = 'info' | 'success' | 'error';
interface ToastItem {
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

/** The in-page replacement for window.alert: announced to screen readers, dismissed by itself. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<ToastItem[]>([]);
  const show = useCallback((message: string, tone: ToastTone = 'info', options: ToastOptions = {}) => {
    setItems((current) => {
      const others = options.key ? current.filter((item) => item.key !== options.key) : current;
      return [...others.slice(-3), { id: Date.now() + Math.random(), message, tone, key: options.key }];
    });
  }, []);
  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider swipeDirection="right" duration={4000} label={t('common.notifications')}>
        {children}
        {items.map((item) => (
          <Toast.Root
            key={item.id}
            type={item.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) setItems((current) => current.filter((x) => x.id !== item.id));
            }}
            className={cn(
              'flex items-start gap-3 rounded-2xl px-4 py-3 text-sm font-medium shadow-raised',
              item.tone === 'error' && 'bg-danger text-danger-ink',
              item.tone === 'success' && 'bg-brand text-brand-ink',
              item.tone === 'info' && 'bg-ink text-surface',
            )}
            data-testid="toast"
          >
            <Toast.Description className="flex-1">{item.message}</Toast.Description>
            <Toast.Close aria-label={t('common.close')} className="opacity-80 hover:opacity-100">
              ×
            </Toast.Close>
          </Toast.Root>
        ))}
        {/* Phones show dialogs as bottom sheets with their actions at the bottom: toasts go on top there. */}
        <Toast.Viewport className="fixed top-3 left-1/2 z-[100] flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 flex-col gap-2 outline-none sm:top-auto sm:bottom-6" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast needs a ToastProvider');
  return value;
}
