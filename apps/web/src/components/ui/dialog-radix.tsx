import { Dialog as RadixDialog } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import { useTranslation } from '../../i18n';
import { DiscardGuardContext, type DiscardGuardApi } from '../../hooks/use-discard-guard';
import { cn } from './cn';
import { CloseIcon } from './icons';
import { ConfirmDialog } from './confirm-dialog-radix';
import { useReturnFocus } from './use-return-focus';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Rendered under the title bar, outside the scrolling body. */
  footer?: ReactNode;
  /**
   * Ask before closing while a text box in the dialog holds unsent text. (A form inside asks
   * through `useDiscardGuard` instead, whatever this says.)
   */
  confirmUnsentText?: boolean;
}

function hasUnsentText(root: HTMLElement | null): boolean {
  if (!root) return false;
  return Array.from(root.querySelectorAll('textarea')).some((box) => box.value.trim() !== '');
}

const widths = { sm: 'sm:max-w-sm', md: 'sm:max-w-md', lg: 'sm:max-w-2xl', xl: 'sm:max-w-4xl' } as const;

const overlayClass = 'fixed inset-0 z-40 bg-overlay backdrop-blur-[2px]';
const contentClass = (size: keyof typeof widths) =>
  cn(
    'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-surface-raised shadow-raised',
    'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl',
    widths[size],
  );
const titleBarClass = 'flex items-start justify-between gap-4 border-b border-line px-5 py-4';
const closeClass = '-mr-2 rounded-full p-2 text-ink-subtle hover:bg-surface-muted hover:text-ink';

/**
 * An open dialog as the server renders it (and the browser hydrates it): the same markup in place,
 * since a portal has no place in server HTML. Right after hydration the Radix dialog takes over.
 */
function RenderedDialog({
  title,
  description,
  children,
  size,
  footer,
}: Pick<DialogProps, 'title' | 'description' | 'children' | 'footer'> & { size: keyof typeof widths }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <>
      <div className={overlayClass} />
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={contentClass(size)}>
        <div className={titleBarClass}>
          <div>
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
          </div>
          <button type="button" className={closeClass} aria-label={t('common.close')}>
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-5">{children}</div>
        {footer ? <div className="border-t border-line px-5 py-4">{footer}</div> : null}
      </div>
    </>
  );
}

/** An accessible modal dialog: a sheet from the bottom on phones, a centred card on wider screens (loaded through dialog.tsx). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  footer,
  confirmUnsentText = false,
}: DialogProps) {
  const { t } = useTranslation();
  const contentRef = useRef<HTMLDivElement | null>(null);
  // Which question is being asked: a form's unsaved changes, or a text box's unsent text.
  const [confirming, setConfirming] = useState<'form' | 'text' | null>(null);
  const returnFocus = useReturnFocus(open);
  const guards = useRef(new Set<() => boolean>());
  const onOpenChangeRef = useRef(onOpenChange);
  const confirmUnsentTextRef = useRef(confirmUnsentText);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
    confirmUnsentTextRef.current = confirmUnsentText;
  });

  const guard = useMemo<DiscardGuardApi>(() => {
    const requestClose = () => {
      if ([...guards.current].some((hasChanges) => hasChanges())) setConfirming('form');
      else if (confirmUnsentTextRef.current && hasUnsentText(contentRef.current)) setConfirming('text');
      else onOpenChangeRef.current(false);
    };
    return {
      register: (hasChanges) => {
        guards.current.add(hasChanges);
        return () => guards.current.delete(hasChanges);
      },
      requestClose,
    };
  }, []);

  const isHydrated = useHydrated();
  if (open && !isHydrated) {
    return (
      <RenderedDialog title={title} description={description} size={size} footer={footer}>
        {children}
      </RenderedDialog>
    );
  }
  return (
    <>
      <RadixDialog.Root
        open={open}
        onOpenChange={(next) => (next ? onOpenChange(true) : guard.requestClose())}
      >
        <RadixDialog.Portal>
          <RadixDialog.Overlay className={overlayClass} />
          <RadixDialog.Content
            ref={contentRef}
            onCloseAutoFocus={returnFocus}
            onEscapeKeyDown={(event) => {
              // A form that handles Escape itself (a reply box cancels its reply) comes first.
              const target = event.target instanceof Element ? event.target : null;
              if (target?.closest('[data-handles-escape]')) event.preventDefault();
            }}
            className={contentClass(size)}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div className={titleBarClass}>
              <div>
                <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
                {description ? (
                  <RadixDialog.Description className="mt-1 text-sm text-ink-muted">
                    {description}
                  </RadixDialog.Description>
                ) : null}
              </div>
              <RadixDialog.Close className={closeClass} aria-label={t('common.close')}>
                <CloseIcon className="h-5 w-5" />
              </RadixDialog.Close>
            </div>
            <div className="overflow-y-auto px-5 py-5">
              <DiscardGuardContext.Provider value={guard}>{children}</DiscardGuardContext.Provider>
            </div>
            {footer ? <div className="border-t border-line px-5 py-4">{footer}</div> : null}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setConfirming(null))}
        title={confirming === 'form' ? t('forms.discard.title') : t('common.discardTitle')}
        description={confirming === 'form' ? t('forms.discard.description') : t('common.discardDescription')}
        confirmLabel={confirming === 'form' ? t('forms.discard.confirm') : t('common.discard')}
        onConfirm={() => {
          setConfirming(null);
          onOpenChange(false);
        }}
      />
    </>
  );
}
