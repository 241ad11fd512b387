import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../i18n';
import {
  outingRoundsMax,
  type CurrencyCode,
  type ExchangeRate,
  type Expense,
  type OutingInput,
} from '@pintrip/shared';
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
import {
  AmountField,
  CurrencyField,
  DayCategoryFields,
  PartyFields,
  RateFields,
  RecordActions,
} from './record-fields';

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
  /** GET …/exchange-rate: the average of my 환전 into a foreign currency. */
  onFetchRate(currency: CurrencyCode, userId: string | null): Promise<ExchangeRate>;
}

/**
 * One evening in rounds (1차, 2차…), in one currency at one frozen rate: each round its amount, who
 * paid (one or several) and how it is split among whom — the expense dialog's own rows.
 */
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
  onFetchRate,
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
    defaultValues: rounds
      ? outingValues(rounds, memberIds, format.number)
      : emptyOutingValues(home, memberIds, me, today),
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'rounds', keyName: 'key' });
  const [values, currency] = useWatch({ control, name: ['rounds', 'currency'] });
  const requestClose = useDiscardGuard(() => isDirty);
  const message = (code: string | undefined) =>
    code ? t(errorMessageKey('money.expense', code)) : undefined;
  const total = (values ?? []).reduce((sum, round) => sum + (parseAmount(round.amount, currency) ?? 0), 0);

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
      <div className="grid grid-cols-[8rem_1fr] items-end gap-3">
        <CurrencyField id="outing-currency" field={register('currency')} />
        <p className="pb-2 text-xs text-ink-muted">{t('money.outing.currencyHint')}</p>
      </div>
      <RateFields
        form={form}
        idPrefix="outing"
        home={home}
        me={me}
        today={today}
        rateUser={me}
        rateUserName=""
        previewMinor={total}
        message={message}
        onFetchRate={onFetchRate}
      />
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const label = t('money.rounds.label', { number: index + 1 });
          return (
            <li key={field.key} className="rounded-2xl border border-line p-3" data-testid="outing-round">
              <fieldset className="flex min-w-0 flex-col gap-3">
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
                <AmountField
                  id={`outing-amount-${index}`}
                  label={`${label} ${t('money.outing.amount')}`}
                  error={message(errors.rounds?.[index]?.amount?.message)}
                  field={register(`rounds.${index}.amount`)}
                  onRegroup={(event) =>
                    setValue(`rounds.${index}.amount`, groupAmountText(event.target.value, format.number))
                  }
                />
                <PartyFields
                  form={form}
                  people={people}
                  message={message}
                  prefix={`rounds.${index}.`}
                  labelPrefix={`${label} `}
                />
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
          {t('money.outing.total')} {format.money(total, currency)}
        </p>
      </div>
      <RecordActions failure={failure} isSubmitting={isSubmitting} onCancel={requestClose} />
    </form>
  );
}
