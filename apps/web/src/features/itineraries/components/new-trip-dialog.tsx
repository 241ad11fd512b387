import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { limits } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { useDiscardGuard } from '../../../hooks/use-discard-guard';
import { hasOwnMessage, needsSignIn, useErrorMessage } from '../../../lib/error-messages';
import { useCreateItinerary } from '../api/create-itinerary';
import {
  emptyNewTrip,
  newTripResolver,
  newTripToWrite,
  type NewTripFirstPlace,
  type NewTripValues,
} from '../lib/new-trip';

export interface NewTripDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The place the trip starts with on Day 1 ("일정에 추가" → "새 일정 만들기"), if any. */
  firstPlace?: NewTripFirstPlace | null;
}

/**
 * "새 일정": asks only the title and the dates, creates the trip (private, one empty day per date)
 * and opens it in the planner, where its days and plans are made (issue 22; docs/decisions/0040).
 */
export function NewTripDialog({ open, onOpenChange, firstPlace }: NewTripDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('itineraries.form.createTitle')}
      description={t('itineraries.newTrip.hint')}
    >
      {open ? <NewTripForm firstPlace={firstPlace ?? null} onDone={onOpenChange} /> : null}
    </Dialog>
  );
}

function NewTripForm({
  firstPlace,
  onDone,
}: {
  firstPlace: NewTripFirstPlace | null;
  onDone: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const create = useCreateItinerary();
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<NewTripValues>({ defaultValues: emptyNewTrip(), resolver: newTripResolver });
  // Esc, the close button, a click outside and 취소 ask first once something was typed.
  const requestClose = useDiscardGuard(() => {
    const values = getValues();
    return values.title.trim() !== '' || values.start_date !== '' || values.end_date !== '';
  });

  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      const created = await create.mutateAsync(newTripToWrite(values, firstPlace));
      toast.show(t('itineraries.notices.created'), 'success');
      onDone(false);
      // The new trip opens in the planner, to fill its days.
      void navigate(`/itineraries/${encodeURIComponent(created.id)}/plan`);
    } catch (error) {
      // Spec 2 §8: an inline message under the form and an alert; the form keeps what was typed.
      // A visitor is asked to sign in, without the alert.
      setSaveError(errorMessage('itineraries.create', error));
      if (needsSignIn(error)) return;
      toast.show(t('itineraries.errors.createFailed'), 'error');
    }
  });

  /** A rule's own sentence; nothing for a code without one (the input alone is marked). */
  const fieldError = (code: string | undefined) =>
    code && hasOwnMessage('itineraries.field', code) ? errorMessage('itineraries.field', code) : undefined;
  const rootError = errors.root?.message;
  const isSaving = isSubmitting || create.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={isSaving}>
      <TextField
        id="itinerary-title"
        label={t('itineraries.form.theme')}
        placeholder={t('itineraries.form.themePlaceholder')}
        maxLength={limits.itineraryTitleMaxLength}
        autoComplete="off"
        error={fieldError(errors.title?.message)}
        {...register('title')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="itinerary-start"
          type="date"
          label={t('itineraries.form.startDate')}
          error={fieldError(errors.start_date?.message)}
          {...register('start_date')}
        />
        <TextField
          id="itinerary-end"
          type="date"
          label={t('itineraries.form.endDate')}
          error={fieldError(errors.end_date?.message)}
          {...register('end_date')}
        />
      </div>
      {firstPlace ? (
        <p
          className="rounded-xl bg-brand-soft/60 px-3 py-2 text-sm text-brand-strong"
          data-testid="new-trip-first-place"
        >
          {t('itineraries.newTrip.firstPlace', { name: firstPlace.destination })}
        </p>
      ) : null}
      {rootError ? (
        <FormMessage tone="error">{errorMessage('itineraries.field', rootError)}</FormMessage>
      ) : null}
      {saveError ? <FormMessage tone="error">{saveError}</FormMessage> : null}

      <div className="flex justify-end gap-2 border-t border-line pt-4">
        <Button variant="outline" onClick={requestClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t('itineraries.form.saving') : t('itineraries.newTrip.submit')}
        </Button>
      </div>
    </form>
  );
}
