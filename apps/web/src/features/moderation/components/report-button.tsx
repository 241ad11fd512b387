import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportReasonMaxLength, type ReportTargetType } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useReport } from '../api/report';

const messages: Record<string, string> = {
  already_reported: 'moderation.messages.already_reported',
  reason_required: 'moderation.messages.reason_required',
  not_found: 'moderation.messages.not_found',
  account_inactive: 'moderation.messages.account_inactive',
};

/** "Report": asks for a reason, then sends it once; for signed-in users (the route decides). */
export function ReportButton({
  targetType,
  targetId,
  className,
}: {
  targetType: ReportTargetType;
  targetId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const send = useReport();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setReason('');
    setError(null);
  };
  return (
    <>
      <button
        type="button"
        className={cn(
          'inline-flex h-8 items-center rounded-full px-2.5 text-xs font-semibold text-ink-muted hover:bg-surface-muted hover:text-danger',
          className,
        )}
        onClick={() => setOpen(true)}
      >
        {t(`moderation.report.${targetType}`)}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={t('moderation.report.title')}
        description={t('moderation.report.body')}
        size="sm"
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return setError(t('moderation.messages.reason_required'));
            send.mutate(
              { target_type: targetType, target_id: targetId, reason },
              {
                onSuccess: () => {
                  toast.show(t('moderation.report.sent'), 'success');
                  close();
                },
                onError: (failure) =>
                  setError(
                    t(
                      failure instanceof ApiError
                        ? (messages[failure.code] ?? 'moderation.messages.failed')
                        : 'moderation.messages.failed',
                    ),
                  ),
              },
            );
          }}
        >
          <FormField id={`report-${targetId}`} label={t('moderation.report.reason')} error={error}>
            <textarea
              id={`report-${targetId}`}
              value={reason}
              maxLength={reportReasonMaxLength}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
              className="w-full rounded-xl border border-line bg-surface px-3.5 py-2 text-base text-ink focus:border-brand focus:ring-2 focus:ring-brand/25 focus:outline-none"
            />
          </FormField>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="outline" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={send.isPending}>
              {t('moderation.report.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
