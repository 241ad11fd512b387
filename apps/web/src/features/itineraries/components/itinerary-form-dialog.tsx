import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Itinerary } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { useDiscardGuard } from '../../../hooks/use-discard-guard';
import { hasOwnMessage, needsSignIn, useErrorMessage } from '../../../lib/error-messages';
import { useFormatDayNumber } from '../../../lib/format';
import { useSaveItinerary } from '../api/save-itinerary';
import { useTripDates } from '../hooks/use-trip-dates';
import {
  draftFromItinerary,
  draftToWrite,
  emptyDraft,
  hasDraftChanged,
  itineraryFormResolver,
  type ItineraryDraft,
} from '../lib/draft';
import { AddPlanFlow } from './destination-picker';
import { ItineraryFormDays } from './itinerary-form-days';

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
  const formatDayNumber = useFormatDayNumber();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const save = useSaveItinerary();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [selectedDay, setSelectedDay] = useState(1);
  const [isAdding, setIsAdding] = useState(false);
  const initial = useMemo(() => (itinerary ? draftFromItinerary(itinerary) : emptyDraft()), [itinerary]);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ItineraryDraft>({ defaultValues: initial, resolver: itineraryFormResolver });
  // Esc, the close button, a click outside and 취소 ask first once anything would be sent differently.
  const requestClose = useDiscardGuard(() => hasDraftChanged(initial, getValues()));
  const days = useWatch({ control, name: 'days' });
  const dates = useTripDates({ getValues, setValue });

  useEffect(() => {
    if (!days.some((d) => d.day_number === selectedDay)) setSelectedDay(days[0]?.day_number ?? 1);
  }, [days, selectedDay]);

  const onSubmit = handleSubmit(async (draft) => {
    setSaveError(null);
    try {
      const saved = await save.mutateAsync({ id: itinerary?.id, body: draftToWrite(draft) });
      toast.show(itinerary ? t('itineraries.notices.updated') : t('itineraries.notices.created'), 'success');
      onSaved?.(saved);
      onDone(false);
    } catch (error) {
      // Spec 2 §8: an inline message under the form and an alert; the form keeps what was typed.
      // A visitor creating is asked to sign in, without the alert.
      setSaveError(errorMessage(itinerary ? 'itineraries.update' : 'itineraries.create', error));
      if (needsSignIn(error) && !itinerary) return;
      toast.show(
        itinerary ? t('itineraries.errors.updateFailed') : t('itineraries.errors.createFailed'),
        'error',
      );
    }
  });

  /** A rule's own sentence; nothing for a code without one (the input alone is marked). */
  const fieldError = (code: string | undefined) =>
    code && hasOwnMessage('itineraries.field', code) ? errorMessage('itineraries.field', code) : undefined;
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
            {...register('start_date', { onChange: dates.onDatesChange })}
          />
          <TextField
            id="itinerary-end"
            type="date"
            label={t('itineraries.form.endDate')}
            error={fieldError(errors.end_date?.message)}
            {...register('end_date', { onChange: dates.onDatesChange })}
          />
        </div>

        <ItineraryFormDays
          days={days}
          selected={selected}
          onSelectDay={setSelectedDay}
          onChange={dates.setDays}
          onAddPlan={() => setIsAdding(true)}
          error={daysError ? errorMessage('itineraries.field', daysError) : undefined}
        />

        {saveError ? <FormMessage tone="error">{saveError}</FormMessage> : null}

        <div className="sticky bottom-0 -mx-5 -mb-5 flex justify-end gap-2 border-t border-line bg-surface-raised px-5 py-3">
          <Button variant="outline" onClick={requestClose}>
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
          dates.setDays(
            getValues('days').map((d) =>
              d.day_number === (selected?.day_number ?? 1) ? { ...d, plans: [...d.plans, plan] } : d,
            ),
          )
        }
      />
      <ConfirmDialog
        open={dates.droppedDays !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : dates.cancel())}
        title={t('itineraries.form.dropDaysTitle')}
        description={t('itineraries.form.dropDaysBody', {
          days: (dates.droppedDays ?? []).map((n) => formatDayNumber(n)).join(', '),
        })}
        confirmLabel={t('itineraries.form.dropDaysConfirm')}
        onConfirm={dates.apply}
      />
    </>
  );
}
