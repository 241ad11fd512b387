/*
 * The outing form (rounds, 차수): values as typed and the PUT body they make, through one zod
 * schema as the expense form does. Each round has one payer and an equal split among the members
 * ticked for it, in the home currency; the server takes any split (docs/decisions/0048).
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

export interface RoundValues {
  /** The round's expense id, chosen when the round is added and kept (an edit replaces, never adds). */
  id: string;
  amount: string;
  payer: string;
  members: string[];
}

export interface OutingFormValues {
  title: string;
  spentOn: string;
  category: (typeof expenseCategories)[number];
  rounds: RoundValues[];
}

/** The form's codes (sentences in `money.errors`). */
type OutingCode =
  'title_required' | 'title_too_long' | 'amount_invalid' | 'date_required' | 'payer_required' | 'split_empty';

/** The PUT body the values make, or the problems found, each on its form field. */
export function toOutingInput(
  values: OutingFormValues,
  home: CurrencyCode,
): { input: OutingInput; issues: [] } | { input: null; issues: { field: string; code: OutingCode }[] } {
  const issues: { field: string; code: OutingCode }[] = [];
  const title = values.title.trim();
  if (!title) issues.push({ field: 'title', code: 'title_required' });
  else if (title.length > moneyLimits.titleMax) issues.push({ field: 'title', code: 'title_too_long' });
  if (!values.spentOn) issues.push({ field: 'spentOn', code: 'date_required' });
  const rounds = values.rounds.map((round, index) => {
    const amount = parseAmount(round.amount, home);
    if (amount === null) issues.push({ field: `rounds.${index}.amount`, code: 'amount_invalid' });
    if (!round.payer) issues.push({ field: `rounds.${index}.payer`, code: 'payer_required' });
    if (round.members.length === 0) issues.push({ field: `rounds.${index}.members`, code: 'split_empty' });
    return {
      id: round.id,
      amount: amount ?? 0,
      payers: round.payer ? [{ user_id: round.payer, amount: amount ?? 0 }] : [],
      split: { kind: 'equal' as const, members: round.members },
    };
  });
  if (issues.length > 0) return { input: null, issues };
  return {
    input: { title, currency: home, spent_on: values.spentOn, category: values.category, rounds },
    issues: [],
  };
}

export const outingFormSchema = (home: CurrencyCode) =>
  z
    .object({
      title: z.string(),
      spentOn: z.string(),
      category: z.enum(expenseCategories),
      rounds: z
        .array(
          z.object({ id: z.string(), amount: z.string(), payer: z.string(), members: z.array(z.string()) }),
        )
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

/** A new round: paid by the payer of the round before (or me), among the members of the round before. */
export function nextRound(
  previous: RoundValues | undefined,
  memberIds: readonly string[],
  me: string | null,
): RoundValues {
  return {
    id: newId(),
    amount: '',
    payer: previous?.payer ?? (me && memberIds.includes(me) ? me : (memberIds[0] ?? '')),
    members: previous ? [...previous.members] : [...memberIds],
  };
}

/** A fresh outing: "1차" among everyone, today, 식비. */
export function emptyOutingValues(
  memberIds: readonly string[],
  me: string | null,
  today: string,
): OutingFormValues {
  return { title: '', spentOn: today, category: 'food', rounds: [nextRound(undefined, memberIds, me)] };
}

/**
 * Whether the form can edit these rounds without changing what it cannot show: one payer and an
 * equal split each, nothing from the pool, in the home currency.
 */
export const isFormOuting = (rounds: readonly Expense[], home: CurrencyCode) =>
  rounds.every(
    (round) =>
      round.currency === home &&
      round.payers.length === 1 &&
      round.split.kind === 'equal' &&
      !round.pool_amount,
  );

/** The form's values of a stored outing (its rounds in order). */
export function outingValues(
  rounds: readonly Expense[],
  groupWhole: (whole: number) => string,
): OutingFormValues {
  const first = rounds[0]!;
  return {
    title: first.title,
    spentOn: first.spent_on,
    category: first.category,
    rounds: rounds.map((round) => ({
      id: round.id,
      amount: amountText(round.amount, round.currency, groupWhole),
      payer: round.payers[0]?.user_id ?? '',
      members: round.split.kind === 'equal' ? [...round.split.members] : round.shares.map((s) => s.user_id),
    })),
  };
}
