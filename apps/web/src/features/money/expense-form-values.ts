/*
 * The expense form's values (text as typed) and the request they make: one zod schema that reads
 * the text into integer minor units, checks what the server would refuse (payers adding up, an
 * exact split adding up, percents to 100%) and answers the PUT body.
 */
import { z } from 'zod';
import {
  checkPayers,
  expenseCategories,
  moneyLimits,
  percentTotalBasisPoints,
  rateSources,
  splitKinds,
  currencyCodes,
  type CurrencyCode,
  type Expense,
  type ExpenseInput,
  type SplitInput,
} from '@pintrip/shared';
import { amountText, parseAmount, parsePercent, percentText, quotedToRate, rateToQuoted } from './amount';

/** One member's row in the form: whether they pay and share, with the amounts typed for them. */
export interface PartyValues {
  userId: string;
  /** Amount paid (several payers). */
  paid: string;
  /** In the split. */
  included: boolean;
  /** Shares, an exact amount or a percent, by the split kind. */
  value: string;
}

/** Who paid and how it is split: the rows an expense and each round of an outing share. */
export interface PartyGroupValues {
  payerMode: 'one' | 'several';
  payer: string;
  splitKind: (typeof splitKinds)[number];
  parties: PartyValues[];
}

/** The currency and its rate frozen at entry (an expense's, or an outing's for all its rounds). */
export interface CurrencyRateValues {
  currency: CurrencyCode;
  rate: string;
  rateDate: string;
  rateSource: (typeof rateSources)[number];
}

export interface ExpenseFormValues extends PartyGroupValues, CurrencyRateValues {
  title: string;
  amount: string;
  spentOn: string;
  category: (typeof expenseCategories)[number];
  planId: string;
  note: string;
  /** "공금에서 결제": part (or all) of the amount is paid from the trip's common pool. */
  fromPool: boolean;
  poolAmount: string;
}

/** The form's codes (each has a sentence in error-messages.ts, context `money.expense`). */
export type FormCode =
  | 'title_required'
  | 'title_too_long'
  | 'amount_invalid'
  | 'rate_invalid'
  | 'date_required'
  | 'payer_required'
  | 'payer_sum_mismatch'
  | 'split_empty'
  | 'value_invalid'
  | 'exact_sum_mismatch'
  | 'percent_sum_mismatch'
  | 'note_too_long'
  | 'pool_more_than_amount';

export interface FormIssue {
  /** A form field name (`amount`, `parties.1.value`, `payer`, `splitKind`). */
  field: string;
  code: FormCode;
}

/** The rate fields read: the rate per unit, or null in the home currency; problems pushed to `issues`. */
export function readRate(values: CurrencyRateValues, home: CurrencyCode, issues: FormIssue[]) {
  const isForeign = values.currency !== home;
  const rate = isForeign ? quotedToRate(values.rate, values.currency) : null;
  if (isForeign && rate === null) issues.push({ field: 'rate', code: 'rate_invalid' });
  if (isForeign && !values.rateDate) issues.push({ field: 'rateDate', code: 'date_required' });
  return {
    rate: isForeign ? rate : null,
    rate_date: isForeign ? values.rateDate : null,
    rate_source: isForeign ? values.rateSource : null,
  };
}

/**
 * The payers and the split the party rows make for `amount` (of which the members paid
 * `membersPaid`, the rest being the pool's), or the problems found, each on its field under `prefix`
 * (`''` for an expense, `rounds.1.` for a round).
 */
export function readParties(
  values: PartyGroupValues,
  currency: CurrencyCode,
  amount: number | null,
  membersPaid: number | null,
  issues: FormIssue[],
  prefix = '',
): { payers: ExpenseInput['payers']; split: SplitInput | null } {
  const at = (field: string) => `${prefix}${field}`;
  let payers: ExpenseInput['payers'] = [];
  if (values.payerMode === 'one') {
    if (membersPaid === 0) payers = [];
    else if (!values.payer) issues.push({ field: at('payer'), code: 'payer_required' });
    else payers = [{ user_id: values.payer, amount: membersPaid ?? 0 }];
  } else {
    values.parties.forEach((party, index) => {
      if (!party.paid.trim()) return;
      const paid = parseAmount(party.paid, currency);
      if (paid === null) issues.push({ field: at(`parties.${index}.paid`), code: 'amount_invalid' });
      else if (paid > 0) payers.push({ user_id: party.userId, amount: paid });
    });
    if (payers.length === 0) {
      if (membersPaid !== 0) issues.push({ field: at('payer'), code: 'payer_required' });
    } else if (
      membersPaid !== null &&
      !checkPayers(
        membersPaid,
        payers.map((p) => ({ memberId: p.user_id, amount: p.amount })),
      ).ok
    )
      issues.push({ field: at('payer'), code: 'payer_sum_mismatch' });
  }

  const chosen = values.parties
    .map((party, index) => ({ party, index }))
    .filter(({ party }) => party.included);
  let split: SplitInput | null = null;
  if (chosen.length === 0) issues.push({ field: at('splitKind'), code: 'split_empty' });
  else {
    const read = (parse: (text: string) => number | null) =>
      chosen.map(({ party, index }) => {
        const value = parse(party.value);
        if (value === null) issues.push({ field: at(`parties.${index}.value`), code: 'value_invalid' });
        return { user_id: party.userId, value: value ?? 0 };
      });
    switch (values.splitKind) {
      case 'equal':
        split = { kind: 'equal', members: chosen.map(({ party }) => party.userId) };
        break;
      case 'shares': {
        const shares = read((text) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null));
        if (shares.every((s) => s.value === 0))
          issues.push({ field: at('splitKind'), code: 'value_invalid' });
        split = { kind: 'shares', shares: shares.map((s) => ({ user_id: s.user_id, shares: s.value })) };
        break;
      }
      case 'exact': {
        const amounts = read((text) => parseAmount(text, currency));
        const sum = amounts.reduce((total, a) => total + a.value, 0);
        if (amount !== null && sum !== amount)
          issues.push({ field: at('splitKind'), code: 'exact_sum_mismatch' });
        split = { kind: 'exact', amounts: amounts.map((a) => ({ user_id: a.user_id, amount: a.value })) };
        break;
      }
      case 'percent': {
        const percents = read(parsePercent);
        const sum = percents.reduce((total, p) => total + p.value, 0);
        if (sum !== percentTotalBasisPoints)
          issues.push({ field: at('splitKind'), code: 'percent_sum_mismatch' });
        split = {
          kind: 'percent',
          percents: percents.map((p) => ({ user_id: p.user_id, basis_points: p.value })),
        };
        break;
      }
    }
  }
  return { payers, split };
}

/** The PUT body the values make, or the first problems found (by field). */
export function toExpenseInput(
  values: ExpenseFormValues,
  home: CurrencyCode,
): { input: ExpenseInput; issues: [] } | { input: null; issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  const title = values.title.trim();
  if (!title) issues.push({ field: 'title', code: 'title_required' });
  else if (title.length > moneyLimits.titleMax) issues.push({ field: 'title', code: 'title_too_long' });
  const amount = parseAmount(values.amount, values.currency);
  if (amount === null) issues.push({ field: 'amount', code: 'amount_invalid' });
  const rate = readRate(values, home, issues);
  if (!values.spentOn) issues.push({ field: 'spentOn', code: 'date_required' });
  if (values.note.trim().length > moneyLimits.noteMax) issues.push({ field: 'note', code: 'note_too_long' });
  let poolAmount = 0;
  if (values.fromPool) {
    const parsed = parseAmount(values.poolAmount, values.currency);
    if (parsed === null) issues.push({ field: 'poolAmount', code: 'amount_invalid' });
    else if (amount !== null && parsed > amount)
      issues.push({ field: 'poolAmount', code: 'pool_more_than_amount' });
    else poolAmount = parsed;
  }
  // What the members paid: the amount less the pool's part (nothing when the pool paid it all).
  const membersPaid = amount === null ? null : amount - poolAmount;
  const { payers, split } = readParties(values, values.currency, amount, membersPaid, issues);
  if (issues.length > 0 || amount === null || split === null) return { input: null, issues };
  return {
    input: {
      title,
      amount,
      currency: values.currency,
      ...rate,
      spent_on: values.spentOn,
      category: values.category,
      payers,
      split,
      plan_id: values.planId || null,
      note: values.note.trim() || null,
      pool_amount: poolAmount,
    },
    issues: [],
  };
}

/** The party rows as typed (read by `readParties`). */
export const partyGroupShape = {
  payerMode: z.enum(['one', 'several']),
  payer: z.string(),
  splitKind: z.enum(splitKinds),
  parties: z.array(
    z.object({ userId: z.string(), paid: z.string(), included: z.boolean(), value: z.string() }),
  ),
};

/** The currency and rate fields as typed (read by `readRate`). */
export const currencyRateShape = {
  currency: z.enum(currencyCodes),
  rate: z.string(),
  rateDate: z.string(),
  rateSource: z.enum(rateSources),
};

/** The form's zod schema: text in, the PUT body out; each problem on its field as a code. */
export const expenseFormSchema = (home: CurrencyCode) =>
  z
    .object({
      title: z.string(),
      amount: z.string(),
      ...currencyRateShape,
      spentOn: z.string(),
      category: z.enum(expenseCategories),
      ...partyGroupShape,
      planId: z.string(),
      note: z.string(),
      fromPool: z.boolean(),
      poolAmount: z.string(),
    })
    .transform((values, context) => {
      const result = toExpenseInput(values, home);
      if (result.input) return result.input;
      for (const issue of result.issues) {
        context.addIssue({ code: 'custom', path: issue.field.split('.'), message: issue.code });
      }
      return z.NEVER;
    });

/** Paid by me (or the first member), split equally among everyone. */
export function emptyPartyGroup(memberIds: readonly string[], me: string | null): PartyGroupValues {
  return {
    payerMode: 'one',
    payer: me && memberIds.includes(me) ? me : (memberIds[0] ?? ''),
    splitKind: 'equal',
    parties: memberIds.map((userId) => ({ userId, paid: '', included: true, value: '' })),
  };
}

/** The home currency, a manual rate dated today should another currency be chosen. */
export const emptyCurrencyRate = (home: CurrencyCode, today: string): CurrencyRateValues => ({
  currency: home,
  rate: '',
  rateDate: today,
  rateSource: 'manual',
});

/** The rate fields of a stored expense (or of an outing's first round: they share them). */
export const currencyRateOf = (expense: Expense): CurrencyRateValues => ({
  currency: expense.currency,
  rate: expense.rate ? rateToQuoted(expense.rate, expense.currency) : '',
  rateDate: expense.rate_date ?? expense.spent_on,
  rateSource: expense.rate_source ?? 'manual',
});

/** A fresh form: paid by me, split equally among everyone, today, in the home currency. */
export function emptyExpenseValues(
  home: CurrencyCode,
  memberIds: readonly string[],
  me: string | null,
  today: string,
): ExpenseFormValues {
  return {
    title: '',
    amount: '',
    ...emptyCurrencyRate(home, today),
    spentOn: today,
    category: 'food',
    ...emptyPartyGroup(memberIds, me),
    planId: '',
    note: '',
    fromPool: false,
    poolAmount: '',
  };
}

/** The party rows of a stored expense or round (members who left but are on it keep their row). */
export function partyGroupOf(
  expense: Expense,
  memberIds: readonly string[],
  groupWhole: (whole: number) => string,
): PartyGroupValues {
  const { split, currency } = expense;
  const ids = [...memberIds];
  const add = (id: string) => {
    if (!ids.includes(id)) ids.push(id);
  };
  expense.payers.forEach((p) => add(p.user_id));
  expense.shares.forEach((p) => add(p.user_id));
  const valueOf = (userId: string): { included: boolean; value: string } => {
    switch (split.kind) {
      case 'equal':
        return { included: split.members.includes(userId), value: '' };
      case 'shares': {
        const entry = split.shares.find((s) => s.user_id === userId);
        return { included: Boolean(entry), value: entry ? String(entry.shares) : '' };
      }
      case 'exact': {
        const entry = split.amounts.find((s) => s.user_id === userId);
        return {
          included: Boolean(entry),
          value: entry ? amountText(entry.amount, currency, groupWhole) : '',
        };
      }
      case 'percent': {
        const entry = split.percents.find((s) => s.user_id === userId);
        return { included: Boolean(entry), value: entry ? percentText(entry.basis_points) : '' };
      }
    }
  };
  const isSeveral = expense.payers.length > 1;
  return {
    payerMode: isSeveral ? 'several' : 'one',
    payer: expense.payers[0]?.user_id ?? memberIds[0] ?? '',
    splitKind: split.kind,
    parties: ids.map((userId) => {
      const paid = expense.payers.find((p) => p.user_id === userId);
      return {
        userId,
        paid: isSeveral && paid ? amountText(paid.amount, currency, groupWhole) : '',
        ...valueOf(userId),
      };
    }),
  };
}

/** The form holding a saved expense. */
export function expenseValues(
  expense: Expense,
  memberIds: readonly string[],
  groupWhole: (whole: number) => string,
): ExpenseFormValues {
  return {
    title: expense.title,
    amount: amountText(expense.amount, expense.currency, groupWhole),
    ...currencyRateOf(expense),
    spentOn: expense.spent_on,
    category: expense.category,
    ...partyGroupOf(expense, memberIds, groupWhole),
    planId: expense.plan_id ?? '',
    note: expense.note ?? '',
    fromPool: Boolean(expense.pool_amount),
    poolAmount: expense.pool_amount ? amountText(expense.pool_amount, expense.currency, groupWhole) : '',
  };
}
