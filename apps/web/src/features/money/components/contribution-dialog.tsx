import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../i18n';
import type { CurrencyCode, PoolContributionInput } from '@pintrip/shared';
import { Dialog } from '../../../components/ui/dialog';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { useDiscardGuard } from '../../../hooks/use-discard-guard';
import { errorMessageKey, fieldFailure } from '../../../lib/error-messages';
import { useFormatters } from '../../../lib/format';
import { newId } from '../../../lib/new-id';
import { groupAmountText } from '../amount';
import {
  contributionFormSchema,
  contributionValues,
  type ContributionFormValues,
} from '../exchange-form-values';
import type { MoneyPerson } from './expense-dialog';
import { AmountField, PersonField, RecordActions, useRecordMessage } from './record-fields';

export interface ContributionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  home: CurrencyCode;
  people: readonly MoneyPerson[];
  me: string | null;
  today: string;
  onSave(id: string, input: PoolContributionInput): Promise<unknown>;
}

/** Paying into the common pool (총무): who and how much of the home currency, on which day. */
export function ContributionDialog({ open, onOpenChange, ...rest }: ContributionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('money.pool.addTitle')}>
      {open ? <ContributionForm onClose={() => onOpenChange(false)} {...rest} /> : null}
    </Dialog>
  );
}

const formFieldOf = {
  user_id: 'userId',
  amount: 'amount',
  contributed_on: 'contributedOn',
  note: 'note',
} as const;
const fieldNames = Object.keys(formFieldOf) as (keyof typeof formFieldOf)[];

function ContributionForm({
  home,
  people,
  me,
  today,
  onSave,
  onClose,
}: Omit<ContributionDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const message = useRecordMessage();
  // One id while the dialog is open: a second click or a retry never pays in twice.
  const [id] = useState(() => newId());
  const [failure, setFailure] = useState<string | null>(null);
  const defaultUser = me && people.some((person) => person.id === me) ? me : (people[0]?.id ?? '');
  const form = useForm<ContributionFormValues, unknown, PoolContributionInput>({
    resolver: zodResolver(contributionFormSchema(home)),
    defaultValues: contributionValues(home, null, { userId: defaultUser, today }, format.number),
  });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const requestClose = useDiscardGuard(() => isDirty);
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
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('money.pool.label')}>
      <PersonField
        id="contribution-user"
        label={t('money.pool.who')}
        people={people}
        error={message(errors.userId)}
        field={register('userId')}
      />
      <AmountField
        id="contribution-amount"
        label={t('money.pool.amount', { currency: home })}
        error={message(errors.amount)}
        field={register('amount')}
        onRegroup={(event) => setValue('amount', groupAmountText(event.target.value, format.number))}
      />
      <FormField id="contribution-date" label={t('money.form.date')} error={message(errors.contributedOn)}>
        <input
          id="contribution-date"
          type="date"
          className={inputClasses(Boolean(errors.contributedOn))}
          {...register('contributedOn')}
        />
      </FormField>
      <FormField id="contribution-note" label={t('money.form.note')} error={message(errors.note)}>
        <input id="contribution-note" className={inputClasses(Boolean(errors.note))} {...register('note')} />
      </FormField>
      <RecordActions failure={failure} isSubmitting={isSubmitting} onCancel={requestClose} />
    </form>
  );
}
