import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import {
  reportNeedsReasonText,
  reportReasonCodes,
  reportReasonMaxLength,
  type ReportReasonCode,
  type ReportTargetType,
} from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/error-messages';
import { useReport } from '../api/report';

/**
 * "Report": pick a preset reason (스팸, 부적절한 내용, 잘못된 정보, 저작권, 기타), add words (required
 * for 기타), then send it once; for signed-in users (the route decides).
 */
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
  const errorMessage = useErrorMessage();
  const send = useReport();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState<ReportReasonCode | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = `report-${targetId}`;
  const needsWords = code !== null && reportNeedsReasonText(code);
  const close = () => {
    setOpen(false);
    setCode(null);
    setReason('');
    setError(null);
  };
  const submit = () => {
    if (!code) return setError(t('moderation.messages.code_required'));
    if (needsWords && !reason.trim()) return setError(errorMessage('moderation.report', 'reason_required'));
    send.mutate(
      { target_type: targetType, target_id: targetId, reason_code: code, reason: reason.trim() || null },
      {
        onSuccess: () => {
          toast.show(t('moderation.report.sent'), 'success');
          close();
        },
        onError: (failure) => setError(errorMessage('moderation.report', failure)),
      },
    );
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
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t('moderation.report.reason')}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2" data-testid="report-reasons">
              {reportReasonCodes.map((value) => (
                <label
                  key={value}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-medium transition-colors',
                    code === value
                      ? 'border-brand bg-brand-soft text-brand-strong'
                      : 'border-line hover:bg-surface-muted',
                    value === 'other' && 'col-span-2',
                  )}
                >
                  <input
                    type="radio"
                    name={`${fieldId}-code`}
                    value={value}
                    checked={code === value}
                    onChange={() => {
                      setCode(value);
                      setError(null);
                    }}
                    className="h-4 w-4 accent-[var(--brand)]"
                  />
                  {t(`moderation.reasons.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <FormField
            id={fieldId}
            className="mt-4"
            label={needsWords ? t('moderation.report.detailsRequired') : t('moderation.report.details')}
            hint={t('moderation.report.detailsHint', { max: reportReasonMaxLength })}
            error={error}
          >
            <textarea
              id={fieldId}
              value={reason}
              maxLength={reportReasonMaxLength}
              rows={3}
              required={needsWords}
              aria-required={needsWords}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={describedBy(fieldId, { error, hint: true })}
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
