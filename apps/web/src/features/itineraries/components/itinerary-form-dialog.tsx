import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { itineraryMessages, regenerateDays, type Itinerary } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSaveItinerary } from '../api/save-itinerary';
import {
  draftFromItinerary,
  draftToWrite,
  emptyDraft,
  itineraryFormSchema,
  type DayDraft,
  type ItineraryDraft,
} from '../lib/draft';
import { useItineraryErrorMessage } from '../lib/messages';
import { AddPlanFlow } from './destination-picker';
import { DayMap } from './day-map';
import { PlusIcon } from './icons';
import { PlanEditor } from './plan-editor';

type RuleCode = keyof typeof itineraryMessages;
const isRuleCode = (code: string | undefined): code is RuleCode =>
  code !== undefined && Object.prototype.hasOwnProperty.call(itineraryMessages, code);

export interface ItineraryFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent: a new itinerary. */
  itinerary?: Itinerary;
  onSaved?: (saved: Itinerary) => void;
}

/**
 * Create ("new itinerary") and edit ("modify"). Validated by the shared rules before sending; a
 * failed save shows its message inline and keeps everything typed.
 */
export function ItineraryFormDialog({ open, onOpenChange, itinerary, onSaved }: ItineraryFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title={itinerary ? t('itineraries.form.editTitle') : t('itineraries.form.createTitle')}
    >
      {open ? <ItineraryForm itinerary={itinerary} onDone={onOpenChange} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

interface PendingDates {
  start_date: string;
  end_date: string;
  days: DayDraft[];
  dropped: number[];
}

function ItineraryForm({
  itinerary,
  onDone,
  onSaved,
}: {
  itinerary?: Itinerary;
  onDone: (open: boolean) => void;
  onSaved?: (saved: Itinerary) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useItineraryErrorMessage();
  const save = useSaveItinerary();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [selectedDay, setSelectedDay] = useState(1);
  const [isAdding, setIsAdding] = useState(false);
  const [pendingDates, setPendingDates] = useState<PendingDates | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ItineraryDraft>({
    defaultValues: itinerary ? draftFromItinerary(itinerary) : emptyDraft(),
    resolver: zodResolver(itineraryFormSchema, undefined, { raw: true }),
  });
  const days = useWatch({ control, name: 'days' });
  const committedDates = useRef({ start: getValues('start_date'), end: getValues('end_date') });

  useEffect(() => {
    if (!days.some((d) => d.day_number === selectedDay)) setSelectedDay(days[0]?.day_number ?? 1);
  }, [days, selectedDay]);

  const setDays = (next: DayDraft[]) => setValue('days', next, { shouldDirty: true });

  /** Regenerates the day tabs for new dates; asks first when days with plans would go. */
  const onDatesChange = () => {
    const start = getValues('start_date');
    const end = getValues('end_date');
    const result = regenerateDays(getValues('days'), start, end);
    if (result.droppedDaysWithPlans.length > 0) {
      setPendingDates({
        start_date: start,
        end_date: end,
        days: result.days,
        dropped: result.droppedDaysWithPlans,
      });
      return;
    }
    committedDates.current = { start, end };
    setDays(result.days);
  };

  const applyPending = () => {
    if (!pendingDates) return;
    committedDates.current = { start: pendingDates.start_date, end: pendingDates.end_date };
    setDays(pendingDates.days);
    setPendingDates(null);
  };
  const cancelPending = () => {
    setValue('start_date', committedDates.current.start);
    setValue('end_date', committedDates.current.end);
    setPendingDates(null);
  };

  const onSubmit = handleSubmit(async (draft) => {
    setSaveError(null);
    try {
      const saved = await save.mutateAsync({ id: itinerary?.id, body: draftToWrite(draft) });
      toast.show(itinerary ? t('itineraries.notices.updated') : t('itineraries.notices.created'), 'success');
      onSaved?.(saved);
      onDone(false);
    } catch (error) {
      // Spec 2 §8: an inline message under the form and an alert; the form keeps what was typed.
      if (error instanceof ApiError && error.code === 'unauthorized' && !itinerary) {
        setSaveError(t('itineraries.errors.createLoginRequired'));
        return;
      }
      setSaveError(
        errorMessage(
          error,
          itinerary ? t('itineraries.errors.updateFailed') : t('itineraries.errors.saveFailed'),
        ),
      );
      toast.show(
        itinerary ? t('itineraries.errors.updateFailed') : t('itineraries.errors.createFailed'),
        'error',
      );
    }
  });

  const fieldError = (code: string | undefined) =>
    isRuleCode(code) ? t(`itineraries.errors.${code}`) : undefined;
  const daysError = errors.days?.message ?? errors.root?.message;
  const isSaving = isSubmitting || save.isPending;
  const selected = days.find((d) => d.day_number === selectedDay) ?? days[0];

  // The picker and the question are dialogs of their own, outside the <form>: React bubbles a
  // portal's submit through the component tree, so a nested form would save the itinerary.
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={isSaving}>
        <TextField
          id="itinerary-title"
          label={t('itineraries.form.theme')}
          placeholder={t('itineraries.form.themePlaceholder')}
          maxLength={100}
          error={fieldError(errors.title?.message)}
          {...register('title')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id="itinerary-start"
            type="date"
            label={t('itineraries.form.startDate')}
            error={fieldError(errors.start_date?.message)}
            {...register('start_date', { onChange: onDatesChange })}
          />
          <TextField
            id="itinerary-end"
            type="date"
            label={t('itineraries.form.endDate')}
            error={fieldError(errors.end_date?.message)}
            {...register('end_date', { onChange: onDatesChange })}
          />
        </div>

        <div>
          <div className="mb-2 flex items-center justify-between gap-2">
            <h3 className="text-base font-bold">{t('itineraries.form.days')}</h3>
            <Button variant="secondary" size="sm" onClick={() => setIsAdding(true)}>
              <PlusIcon />
              {t('itineraries.form.addPlan')}
            </Button>
          </div>
          <PlanEditor
            days={days}
            selectedDay={selected?.day_number ?? 1}
            onSelectDay={setSelectedDay}
            onChange={setDays}
          />
          {daysError ? (
            <p role="alert" className="mt-2 text-sm font-medium text-danger">
              {fieldError(daysError) ?? t('itineraries.errors.invalidPlans')}
            </p>
          ) : null}
        </div>

        {selected && selected.plans.length > 0 ? (
          <DayMap
            dayNumber={selected.day_number}
            plans={selected.plans.map((plan) => ({ ...plan, key: plan.key }))}
          />
        ) : null}

        {saveError ? <FormMessage tone="error">{saveError}</FormMessage> : null}

        <div className="sticky bottom-0 -mx-5 -mb-5 flex justify-end gap-2 border-t border-line bg-surface-raised px-5 py-3">
          <Button variant="outline" onClick={() => onDone(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving
              ? t('itineraries.form.saving')
              : itinerary
                ? t('itineraries.form.update')
                : t('itineraries.form.save')}
          </Button>
        </div>
      </form>

      <AddPlanFlow
        open={isAdding}
        onOpenChange={setIsAdding}
        dayNumber={selected?.day_number ?? 1}
        onAdd={(plan) =>
          setDays(
            getValues('days').map((d) =>
              d.day_number === (selected?.day_number ?? 1) ? { ...d, plans: [...d.plans, plan] } : d,
            ),
          )
        }
      />
      <ConfirmDialog
        open={pendingDates !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : cancelPending())}
        title={t('itineraries.form.dropDaysTitle')}
        description={t('itineraries.form.dropDaysBody', {
          days: (pendingDates?.dropped ?? []).map((n) => t('itineraries.dayTitle', { day: n })).join(', '),
        })}
        confirmLabel={t('itineraries.form.dropDaysConfirm')}
        onConfirm={applyPending}
      />
    </>
  );
}
