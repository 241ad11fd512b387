/*
 * The outing form (rounds, 차수): values as typed and the PUT body they make, through one zod
 * schema as the expense form does. The outing has one currency and rate (frozen at entry) for all
 * its rounds; each round has its amount, its payers and its split, read by the expense form's own
 * `readParties`, so a round is checked exactly as an expense is (docs/decisions/0053).
 */
import { z } from 'zod';
import {
  expenseCategories,
  moneyLimits,
  outingRoundsMax,
  type CurrencyCode,
  type Expense,
  type OutingInput,
} from '@pintrip/shared';
import { newId } from '../../lib/new-id';
import { amountText, parseAmount } from './amount';
import {
  currencyRateOf,
  currencyRateShape,
  emptyCurrencyRate,
  emptyPartyGroup,
  partyGroupOf,
  partyGroupShape,
  readParties,
  readRate,
  type CurrencyRateValues,
  type FormIssue,
  type PartyGroupValues,
} from './expense-form-values';

export interface RoundValues extends PartyGroupValues {
  /** The round's expense id, chosen when the round is added and kept (an edit replaces, never adds). */
  id: string;
  amount: string;
}

export interface OutingFormValues extends CurrencyRateValues {
  title: string;
  spentOn: string;
  category: (typeof expenseCategories)[number];
  rounds: RoundValues[];
}

/** The PUT body the values make, or the problems found, each on its form field. */
export function toOutingInput(
  values: OutingFormValues,
  home: CurrencyCode,
): { input: OutingInput; issues: [] } | { input: null; issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  const title = values.title.trim();
  if (!title) issues.push({ field: 'title', code: 'title_required' });
  else if (title.length > moneyLimits.titleMax) issues.push({ field: 'title', code: 'title_too_long' });
  if (!values.spentOn) issues.push({ field: 'spentOn', code: 'date_required' });
  const rate = readRate(values, home, issues);
  const rounds = values.rounds.map((round, index) => {
    const amount = parseAmount(round.amount, values.currency);
    if (amount === null) issues.push({ field: `rounds.${index}.amount`, code: 'amount_invalid' });
    const { payers, split } = readParties(round, values.currency, amount, amount, issues, `rounds.${index}.`);
    return { id: round.id, amount: amount ?? 0, payers, split };
  });
  const complete = rounds.flatMap(({ split, ...round }) => (split ? [{ ...round, split }] : []));
  if (issues.length > 0 || complete.length !== rounds.length) return { input: null, issues };
  return {
    input: {
      title,
      currency: values.currency,
      ...rate,
      spent_on: values.spentOn,
      category: values.category,
      rounds: complete,
    },
    issues: [],
  };
}

export const outingFormSchema = (home: CurrencyCode) =>
  z
    .object({
      title: z.string(),
      spentOn: z.string(),
      category: z.enum(expenseCategories),
      ...currencyRateShape,
      rounds: z
        .array(z.object({ id: z.string(), amount: z.string(), ...partyGroupShape }))
        .min(1)
        .max(outingRoundsMax),
    })
    .transform((values, context) => {
      const result = toOutingInput(values, home);
      if (result.input) return result.input;
      for (const issue of result.issues)
        context.addIssue({ code: 'custom', path: issue.field.split('.'), message: issue.code });
      return z.NEVER;
    });

/**
 * A new round: paid as the round before was (or by me), among the members of the round before,
 * split equally (the amounts typed for the round before would not fit this one).
 */
export function nextRound(
  previous: RoundValues | undefined,
  memberIds: readonly string[],
  me: string | null,
): RoundValues {
  const fresh = emptyPartyGroup(memberIds, me);
  return {
    id: newId(),
    amount: '',
    ...fresh,
    ...(previous
      ? {
          payer: previous.payer,
          parties: previous.parties.map((party) => ({ ...party, paid: '', value: '' })),
        }
      : {}),
  };
}

/** A fresh outing: "1차" among everyone, today, 식비, in the home currency. */
export function emptyOutingValues(
  home: CurrencyCode,
  memberIds: readonly string[],
  me: string | null,
  today: string,
): OutingFormValues {
  return {
    title: '',
    spentOn: today,
    category: 'food',
    ...emptyCurrencyRate(home, today),
    rounds: [nextRound(undefined, memberIds, me)],
  };
}

/**
 * Whether the form can edit these rounds without changing what it cannot show: everything but a
 * part paid from the pool (the outing form has no pool box; such an outing is deleted, not edited).
 */
export const isFormOuting = (rounds: readonly Expense[]) => rounds.every((round) => !round.pool_amount);

/** The form's values of a stored outing (its rounds in order). */
export function outingValues(
  rounds: readonly Expense[],
  memberIds: readonly string[],
  groupWhole: (whole: number) => string,
): OutingFormValues {
  const first = rounds[0]!;
  return {
    title: first.title,
    spentOn: first.spent_on,
    category: first.category,
    ...currencyRateOf(first),
    rounds: rounds.map((round) => ({
      id: round.id,
      amount: amountText(round.amount, round.currency, groupWhole),
      ...partyGroupOf(round, memberIds, groupWhole),
    })),
  };
}
