import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { limits, type Expense } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ImageIcon, TrashIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-messages';

export interface ReceiptDialogProps {
  expense: Expense | null;
  onOpenChange: (open: boolean) => void;
  /** The receipt's address (with its version), or null when the expense has none. */
  src: string | null;
  canWrite: boolean;
  isBusy: boolean;
  onAttach(file: File): Promise<unknown>;
  onRemove(): Promise<unknown>;
}

/**
 * An expense's receipt: the photo at full size, and for writers a way to take or choose one (the
 * phone's camera through `capture`), replace it or remove it. The server re-encodes every photo.
 */
export function ReceiptDialog({ expense, onOpenChange, ...rest }: ReceiptDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={expense !== null}
      onOpenChange={onOpenChange}
      title={t('money.receipt.title', { title: expense?.title ?? '' })}
      size="lg"
    >
      {expense ? <ReceiptBody key={expense.id} {...rest} /> : null}
    </Dialog>
  );
}

function ReceiptBody({
  src,
  canWrite,
  isBusy,
  onAttach,
  onRemove,
}: Omit<ReceiptDialogProps, 'expense' | 'onOpenChange'>) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = (pending: Promise<unknown>) => {
    setFailure(null);
    pending.catch((error: unknown) => setFailure(errorMessage('money.receipt', error)));
  };
  const choose = (file: File | undefined) => {
    if (!file) return;
    // Refused here as the server would (413), without sending 10 MB for nothing.
    if (file.size > limits.uploadMaxBytes) return setFailure(errorMessage('money.receipt', 'file_too_large'));
    run(onAttach(file));
  };
  return (
    <div className="flex flex-col gap-4">
      {src ? (
        <img
          src={src}
          alt={t('money.receipt.alt')}
          className="max-h-[60vh] w-full rounded-xl bg-surface-muted object-contain"
          data-testid="receipt-image"
        />
      ) : (
        <p className="rounded-2xl bg-surface-muted p-6 text-center text-ink-muted">
          {t('money.receipt.none')}
        </p>
      )}
      {failure ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {failure}
        </p>
      ) : null}
      {canWrite ? (
        <div className="flex flex-wrap justify-end gap-2">
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            tabIndex={-1}
            aria-label={t(src ? 'money.receipt.replace' : 'money.receipt.attach')}
            data-testid="receipt-file"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {isBusy ? <Spinner label={t('money.receipt.uploading')} /> : null}
          {src ? (
            <Button variant="outline" disabled={isBusy} onClick={() => run(onRemove())}>
              <TrashIcon />
              {t('money.receipt.remove')}
            </Button>
          ) : null}
          <Button disabled={isBusy} onClick={() => input.current?.click()}>
            <ImageIcon />
            {t(src ? 'money.receipt.replace' : 'money.receipt.attach')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
