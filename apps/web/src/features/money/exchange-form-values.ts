/*
 * The 환전 and pool-contribution forms: text as typed in, the PUT bodies out (integer minor units
 * through `parseAmount`), each problem on its field as a code with a sentence in error-messages.ts.
 */
import { z } from 'zod';
import {
  currencyCodes,
  moneyLimits,
  type CurrencyCode,
  type Exchange,
  type ExchangeInput,
  type PoolContribution,
  type PoolContributionInput,
} from '@pintrip/shared';
import { amountText, parseAmount } from './amount';

export interface ExchangeFormValues {
  userId: string;
  /** Given, in the trip's home currency. */
  given: string;
  received: string;
  receivedCurrency: CurrencyCode;
  exchangedOn: string;
  note: string;
}

export interface ContributionFormValues {
  userId: string;
  amount: string;
  contributedOn: string;
  note: string;
}

type Context = z.RefinementCtx;
const fail = (context: Context, field: string, code: string) =>
  context.addIssue({ code: 'custom', path: [field], message: code });

/** A positive amount of `currency`, or a problem on `field`. */
function positive(context: Context, field: string, text: string, currency: CurrencyCode) {
  const minor = parseAmount(text, currency);
  if (minor === null || minor === 0) fail(context, field, 'amount_invalid');
  return minor ?? 0;
}

function checkCommon(
  context: Context,
  values: { userId: string; note: string },
  dateField: string,
  date: string,
) {
  if (!values.userId) fail(context, 'userId', 'person_required');
  if (!date) fail(context, dateField, 'date_required');
  if (values.note.trim().length > moneyLimits.noteMax) fail(context, 'note', 'note_too_long');
}

/** The 환전 form: `home` is what was given; what was received must be another currency. */
export const exchangeFormSchema = (home: CurrencyCode) =>
  z
    .object({
      userId: z.string(),
      given: z.string(),
      received: z.string(),
      receivedCurrency: z.enum(currencyCodes),
      exchangedOn: z.string(),
      note: z.string(),
    })
    .transform((values, context): ExchangeInput => {
      const given = positive(context, 'given', values.given, home);
      const received = positive(context, 'received', values.received, values.receivedCurrency);
      if (values.receivedCurrency === home) fail(context, 'receivedCurrency', 'same_as_home');
      checkCommon(context, values, 'exchangedOn', values.exchangedOn);
      return {
        user_id: values.userId,
        given_amount: given,
        received_amount: received,
        received_currency: values.receivedCurrency,
        exchanged_on: values.exchangedOn,
        note: values.note.trim() || null,
      };
    });

/** The contribution form: an amount of the home currency paid into the pool. */
export const contributionFormSchema = (home: CurrencyCode) =>
  z
    .object({ userId: z.string(), amount: z.string(), contributedOn: z.string(), note: z.string() })
    .transform((values, context): PoolContributionInput => {
      const amount = positive(context, 'amount', values.amount, home);
      checkCommon(context, values, 'contributedOn', values.contributedOn);
      return {
        user_id: values.userId,
        amount,
        contributed_on: values.contributedOn,
        note: values.note.trim() || null,
      };
    });

/** A fresh 환전 form (me, today, into the first currency that is not the home one) or a saved record. */
export function exchangeValues(
  home: CurrencyCode,
  exchange: Exchange | null,
  defaults: { userId: string; today: string },
  groupWhole: (whole: number) => string,
): ExchangeFormValues {
  if (!exchange) {
    return {
      userId: defaults.userId,
      given: '',
      received: '',
      receivedCurrency: home === 'JPY' ? 'KRW' : 'JPY',
      exchangedOn: defaults.today,
      note: '',
    };
  }
  return {
    userId: exchange.user_id,
    given: amountText(exchange.given_amount, exchange.given_currency, groupWhole),
    received: amountText(exchange.received_amount, exchange.received_currency, groupWhole),
    receivedCurrency: exchange.received_currency,
    exchangedOn: exchange.exchanged_on,
    note: exchange.note ?? '',
  };
}

export function contributionValues(
  home: CurrencyCode,
  contribution: PoolContribution | null,
  defaults: { userId: string; today: string },
  groupWhole: (whole: number) => string,
): ContributionFormValues {
  return contribution
    ? {
        userId: contribution.user_id,
        amount: amountText(contribution.amount, home, groupWhole),
        contributedOn: contribution.contributed_on,
        note: contribution.note ?? '',
      }
    : { userId: defaults.userId, amount: '', contributedOn: defaults.today, note: '' };
}
