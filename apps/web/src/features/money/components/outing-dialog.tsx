import { useState, type FocusEvent } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { outingRoundsMax, type CurrencyCode, type Expense, type OutingInput } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, FormField, inputClasses } from '../../../components/ui/form-field';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { useDiscardGuard } from '../../../hooks/use-discard-guard';
import { errorMessageKey } from '../../../lib/error-messages';
import { useFormatters } from '../../../lib/format';
import { newId } from '../../../lib/new-id';
import { groupAmountText, parseAmount } from '../amount';
import {
  emptyOutingValues,
  nextRound,
  outingFormSchema,
  outingValues,
  type OutingFormValues,
} from '../outing-form-values';
import type { MoneyPerson } from './expense-dialog';
import { DayCategoryFields } from './record-fields';

export interface OutingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The rounds of the outing to change (in order), or null for a new outing. */
  rounds: readonly Expense[] | null;
  home: CurrencyCode;
  people: readonly MoneyPerson[];
  me: string | null;
  today: string;
  /** Saves the whole outing under its client id (a retry or a second click sends the same ids). */
  onSave(id: string, input: OutingInput): Promise<unknown>;
}

/** One evening in rounds (1차, 2차…): each round its amount, who paid and who was there. */
export function OutingDialog({ open, onOpenChange, rounds, ...rest }: OutingDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(rounds ? 'money.outing.editTitle' : 'money.outing.addTitle')}
      size="lg"
    >
      {open ? <OutingForm rounds={rounds} onClose={() => onOpenChange(false)} {...rest} /> : null}
    </Dialog>
  );
}

function OutingForm({
  rounds,
  home,
  people,
  me,
  today,
  onSave,
  onClose,
}: Omit<OutingDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  // One id per outing for as long as the dialog is open: saving twice never adds twice.
  const [id] = useState(() => rounds?.[0]?.outing_id ?? newId());
  const [failure, setFailure] = useState<string | null>(null);
  const memberIds = people.map((person) => person.id);
  const form = useForm<OutingFormValues, unknown, OutingInput>({
    resolver: zodResolver(outingFormSchema(home)),
    defaultValues: rounds ? outingValues(rounds, format.number) : emptyOutingValues(memberIds, me, today),
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'rounds', keyName: 'key' });
  const values = useWatch({ control, name: 'rounds' });
  const requestClose = useDiscardGuard(() => isDirty);
  const message = (code: string | undefined) =>
    code ? t(errorMessageKey('money.expense', code)) : undefined;
  const total = (values ?? []).reduce((sum, round) => sum + (parseAmount(round.amount, home) ?? 0), 0);

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onSave(id, input);
      onClose();
    } catch (error) {
      setFailure(t(errorMessageKey('money.expense', error)));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('money.outing.addTitle')}
      data-testid="outing-form"
    >
      <FormField id="outing-title" label={t('money.outing.title')} error={message(errors.title?.message)}>
        <input
          id="outing-title"
          placeholder={t('money.outing.titlePlaceholder')}
          className={inputClasses(Boolean(errors.title))}
          aria-invalid={Boolean(errors.title)}
          aria-describedby={describedBy('outing-title', { error: errors.title })}
          {...register('title')}
        />
      </FormField>
      <DayCategoryFields
        idPrefix="outing"
        day={register('spentOn')}
        category={register('category')}
        dayError={message(errors.spentOn?.message)}
      />
      <p className="text-xs text-ink-muted">{t('money.outing.homeOnly', { currency: home })}</p>
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const label = t('money.rounds.label', { number: index + 1 });
          const roundErrors = errors.rounds?.[index];
          const membersError = message(roundErrors?.members?.message);
          return (
            <li key={field.key} className="rounded-2xl border border-line p-3" data-testid="outing-round">
              <fieldset className="flex flex-col gap-3">
                <legend className="flex w-full items-center justify-between gap-2">
                  <span className="font-bold">{label}</span>
                  {fields.length > 1 ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('money.outing.removeRound', { round: label })}
                      onClick={() => remove(index)}
                    >
                      <TrashIcon />
                    </Button>
                  ) : null}
                </legend>
                <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                  <FormField
                    id={`outing-amount-${index}`}
                    label={`${label} ${t('money.outing.amount')}`}
                    error={message(roundErrors?.amount?.message)}
                  >
                    <input
                      id={`outing-amount-${index}`}
                      inputMode="decimal"
                      autoComplete="off"
                      className={inputClasses(Boolean(roundErrors?.amount), 'text-right tabular-nums')}
                      aria-invalid={Boolean(roundErrors?.amount)}
                      {...register(`rounds.${index}.amount`, {
                        onBlur: (event: FocusEvent<HTMLInputElement>) =>
                          setValue(
                            `rounds.${index}.amount`,
                            groupAmountText(event.target.value, format.number),
                          ),
                      })}
                    />
                  </FormField>
                  <FormField
                    id={`outing-payer-${index}`}
                    label={`${label} ${t('money.outing.payer')}`}
                    error={message(roundErrors?.payer?.message)}
                  >
                    <select
                      id={`outing-payer-${index}`}
                      className={inputClasses(Boolean(roundErrors?.payer))}
                      {...register(`rounds.${index}.payer`)}
                    >
                      {people.map((person) => (
                        <option key={person.id} value={person.id}>
                          {person.name}
                        </option>
                      ))}
                    </select>
                  </FormField>
                </div>
                <fieldset aria-describedby={membersError ? `outing-members-${index}-error` : undefined}>
                  <legend className="mb-1 text-sm font-semibold">
                    {label} {t('money.outing.members')}
                  </legend>
                  <div className="flex flex-wrap gap-2">
                    {people.map((person) => (
                      <label
                        key={person.id}
                        className="flex items-center gap-1.5 rounded-full border border-line px-3 py-1 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
                      >
                        <input type="checkbox" value={person.id} {...register(`rounds.${index}.members`)} />
                        <span data-user-content>{person.name}</span>
                      </label>
                    ))}
                  </div>
                  {membersError ? (
                    <p id={`outing-members-${index}-error`} className="mt-1 text-sm text-danger">
                      {membersError}
                    </p>
                  ) : null}
                </fieldset>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex items-center justify-between gap-2">
        {fields.length < outingRoundsMax ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => append(nextRound(values?.[values.length - 1], memberIds, me))}
          >
            <PlusIcon />
            {t('money.outing.addRound')}
          </Button>
        ) : (
          <span />
        )}
        <p className="font-bold tabular-nums" data-testid="outing-total">
          {t('money.outing.total')} {format.money(total, home)}
        </p>
      </div>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {failure}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={requestClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {t('money.form.save')}
        </Button>
      </div>
    </form>
  );
}
