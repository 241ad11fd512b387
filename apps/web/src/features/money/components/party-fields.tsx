import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { splitKinds, type ExpenseInput } from '@pintrip/shared';
import { cn } from '../../../components/ui/cn';
import { inputClasses } from '../../../components/ui/form-field';
import { useFormatters } from '../../../lib/format';
import { groupAmountText } from '../amount';
import type { ExpenseFormValues } from '../expense-form-values';
import type { MoneyPerson } from './expense-dialog';

interface PartyFieldsProps {
  form: UseFormReturn<ExpenseFormValues, unknown, ExpenseInput>;
  people: readonly MoneyPerson[];
  message: (code: string | undefined) => string | undefined;
}

/** A narrow amount box: inputClasses is full width, so the box sits in a fixed-width wrapper. */
const small = (invalid: boolean) => inputClasses(invalid, 'min-w-0 text-right tabular-nums');

/** Who paid (one payer or several with their amounts) and how the expense is split among whom. */
export function PartyFields({ form, people, message }: PartyFieldsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const [payerMode, splitKind, parties] = useWatch({ control, name: ['payerMode', 'splitKind', 'parties'] });
  const nameOf = (userId: string) =>
    people.find((person) => person.id === userId)?.name || t('money.formerMember');
  const regroup = (name: `parties.${number}.paid` | `parties.${number}.value`) => ({
    onBlur: (event: React.FocusEvent<HTMLInputElement>) =>
      setValue(name, groupAmountText(event.target.value, format.number)),
  });

  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">{t('money.form.payers')}</legend>
        <div className="flex gap-4 text-sm">
          {(['one', 'several'] as const).map((mode) => (
            <label key={mode} className="flex items-center gap-1.5">
              <input type="radio" value={mode} {...register('payerMode')} />
              {t(`money.form.payerMode.${mode}`)}
            </label>
          ))}
        </div>
        {payerMode === 'one' ? (
          <select
            aria-label={t('money.form.payer')}
            className={inputClasses(Boolean(errors.payer))}
            {...register('payer')}
          >
            {parties.map((party) => (
              <option key={party.userId} value={party.userId}>
                {nameOf(party.userId)}
              </option>
            ))}
          </select>
        ) : (
          <ul className="flex flex-col gap-1.5">
            {parties.map((party, index) => (
              <li key={party.userId} className="flex items-center justify-between gap-2">
                <label htmlFor={`payer-${index}`} className="min-w-0 truncate text-sm">
                  {nameOf(party.userId)}
                </label>
                <span className="w-36 shrink-0">
                  <input
                    id={`payer-${index}`}
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={t('money.form.paidBy', { name: nameOf(party.userId) })}
                    className={small(Boolean(errors.parties?.[index]?.paid))}
                    {...register(`parties.${index}.paid`, regroup(`parties.${index}.paid`))}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
        <FieldMessage text={message(errors.payer?.message)} />
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">{t('money.form.split')}</legend>
        <div className="flex flex-wrap gap-1.5" role="radiogroup" aria-label={t('money.form.splitKind')}>
          {splitKinds.map((kind) => (
            <label
              key={kind}
              className={cn(
                'cursor-pointer rounded-full border px-3 py-1 text-sm has-focus-visible:ring-2',
                splitKind === kind ? 'border-brand bg-brand-soft text-brand-strong' : 'border-line',
              )}
            >
              <input type="radio" value={kind} className="sr-only" {...register('splitKind')} />
              {t(`money.splitKinds.${kind}`)}
            </label>
          ))}
        </div>
        <ul className="flex flex-col gap-1.5">
          {parties.map((party, index) => (
            <li key={party.userId} className="flex min-h-10 items-center justify-between gap-2">
              <label className="flex min-w-0 items-center gap-2 text-sm">
                <input type="checkbox" {...register(`parties.${index}.included`)} />
                <span className="truncate">{nameOf(party.userId)}</span>
              </label>
              {splitKind !== 'equal' && party.included ? (
                <span className="flex w-36 shrink-0 items-center gap-1 text-sm text-ink-muted">
                  <input
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={t(`money.form.valueOf.${splitKind}`, { name: nameOf(party.userId) })}
                    className={small(Boolean(errors.parties?.[index]?.value))}
                    {...register(
                      `parties.${index}.value`,
                      splitKind === 'exact' ? regroup(`parties.${index}.value`) : {},
                    )}
                  />
                  {splitKind === 'percent' ? '%' : null}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        <FieldMessage
          text={message(
            errors.splitKind?.message ??
              errors.parties?.find?.((entry) => entry?.value ?? entry?.paid)?.value?.message ??
              errors.parties?.find?.((entry) => entry?.paid)?.paid?.message,
          )}
        />
      </fieldset>
    </>
  );
}

function FieldMessage({ text }: { text: string | undefined }) {
  return text ? (
    <p role="alert" className="text-sm font-medium text-danger">
      {text}
    </p>
  ) : null;
}
