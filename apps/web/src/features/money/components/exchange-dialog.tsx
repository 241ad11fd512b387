import { useState, type FocusEventHandler } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../i18n';
import {
  currencyCodes,
  weightedExchangeRate,
  type CurrencyCode,
  type Exchange,
  type ExchangeInput,
} from '@pintrip/shared';
import { Dialog } from '../../../components/ui/dialog';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { useDiscardGuard } from '../../../hooks/use-discard-guard';
import { errorMessageKey, fieldFailure } from '../../../lib/error-messages';
import { useFormatters } from '../../../lib/format';
import { newId } from '../../../lib/new-id';
import { groupAmountText, parseAmount } from '../amount';
import { exchangeFormSchema, exchangeValues, type ExchangeFormValues } from '../exchange-form-values';
import type { MoneyPerson } from './expense-dialog';
import { AmountField, PersonField, RecordActions, useRecordMessage } from './record-fields';

export interface ExchangeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record to change, or null for a new one. */
  exchange: Exchange | null;
  home: CurrencyCode;
  people: readonly MoneyPerson[];
  me: string | null;
  today: string;
  onSave(id: string, input: ExchangeInput): Promise<unknown>;
}

/** Adding or changing a 환전 record: who gave how much of the home currency for how much of another. */
export function ExchangeDialog({ open, onOpenChange, exchange, ...rest }: ExchangeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(exchange ? 'money.exchanges.editTitle' : 'money.exchanges.addTitle')}
    >
      {open ? <ExchangeForm exchange={exchange} onClose={() => onOpenChange(false)} {...rest} /> : null}
    </Dialog>
  );
}

const formFieldOf = {
  user_id: 'userId',
  given_amount: 'given',
  received_amount: 'received',
  received_currency: 'receivedCurrency',
  exchanged_on: 'exchangedOn',
  note: 'note',
} as const;
const fieldNames = Object.keys(formFieldOf) as (keyof typeof formFieldOf)[];

function ExchangeForm({
  exchange,
  home,
  people,
  me,
  today,
  onSave,
  onClose,
}: Omit<ExchangeDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const message = useRecordMessage();
  const [id] = useState(() => exchange?.id ?? newId());
  const [failure, setFailure] = useState<string | null>(null);
  const defaultUser = me && people.some((person) => person.id === me) ? me : (people[0]?.id ?? '');
  const form = useForm<ExchangeFormValues, unknown, ExchangeInput>({
    resolver: zodResolver(exchangeFormSchema(home)),
    defaultValues: exchangeValues(home, exchange, { userId: defaultUser, today }, format.number),
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const requestClose = useDiscardGuard(() => isDirty);
  const [given, received, currency] = useWatch({ control, name: ['given', 'received', 'receivedCurrency'] });
  const givenMinor = parseAmount(given, home);
  const receivedMinor = currency === home ? null : parseAmount(received, currency);
  // The rate this one exchange makes, as the expense form would read it from the records.
  const rate =
    givenMinor && receivedMinor
      ? weightedExchangeRate(home, currency, [{ given: givenMinor, received: receivedMinor }])
      : null;

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onSave(id, input);
      onClose();
    } catch (error) {
      const placed = fieldFailure('money.record', error, fieldNames);
      if (placed) setError(formFieldOf[placed.field], { message: placed.code });
      else setFailure(t(errorMessageKey('money.record', error)));
    }
  });
  const regroup =
    (name: 'given' | 'received'): FocusEventHandler<HTMLInputElement> =>
    (event) =>
      setValue(name, groupAmountText(event.target.value, format.number));

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('money.exchanges.label')}
    >
      <PersonField
        id="exchange-user"
        label={t('money.exchanges.who')}
        people={people}
        error={message(errors.userId)}
        field={register('userId')}
      />
      <AmountField
        id="exchange-given"
        label={t('money.exchanges.given', { currency: home })}
        error={message(errors.given)}
        field={register('given')}
        onRegroup={regroup('given')}
      />
      <div className="grid grid-cols-[1fr_8rem] gap-3">
        <AmountField
          id="exchange-received"
          label={t('money.exchanges.received')}
          error={message(errors.received)}
          field={register('received')}
          onRegroup={regroup('received')}
        />
        <FormField
          id="exchange-currency"
          label={t('money.form.currency')}
          error={message(errors.receivedCurrency)}
        >
          <select
            id="exchange-currency"
            className={inputClasses(Boolean(errors.receivedCurrency))}
            {...register('receivedCurrency')}
          >
            {currencyCodes
              .filter((code) => code !== home)
              .map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
          </select>
        </FormField>
      </div>
      <p
        className="min-h-5 text-sm text-ink-muted tabular-nums"
        data-testid="exchange-rate-preview"
        aria-live="polite"
      >
        {rate ? format.exchangeRate(rate, currency, home) : ''}
      </p>
      <FormField id="exchange-date" label={t('money.exchanges.date')} error={message(errors.exchangedOn)}>
        <input
          id="exchange-date"
          type="date"
          className={inputClasses(Boolean(errors.exchangedOn))}
          {...register('exchangedOn')}
        />
      </FormField>
      <FormField id="exchange-note" label={t('money.form.note')} error={message(errors.note)}>
        <input id="exchange-note" className={inputClasses(Boolean(errors.note))} {...register('note')} />
      </FormField>
      <RecordActions failure={failure} isSubmitting={isSubmitting} onCancel={requestClose} />
    </form>
  );
}
