import { Toast } from 'radix-ui';
import { useTranslation } from '../../i18n';
import { cn } from './cn';
import type { ToastItem } from './toast';

/** The toasts on screen (Radix Toast), downloaded with the first one (see ToastProvider). */
export function ToastStack({ items, onDismiss }: { items: ToastItem[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <Toast.Provider swipeDirection="right" duration={4000} label={t('common.notifications')}>
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          type={item.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onDismiss(item.id);
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
  );
}
