import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A failure of one of the shared ordered validators (`validateDestinationInput`, …). */
export interface OrderedFailure {
  code: string;
  /** Field → code; at least one entry. */
  fields: Record<string, string>;
}

/** Where a failure shows: the input (a form field name, or `root`) and the code of its message. */
export interface PlacedFailure {
  field: string;
  code: string;
}

/**
 * A react-hook-form resolver over one of the shared ordered validators, which the server runs too:
 * the values are valid when `validate` finds nothing; otherwise only the first failure, in the
 * spec's order, becomes errors, on the inputs `place` names. An error's message is the code; the
 * form turns it into text through `lib/error-messages.ts`, so the form shows one message at a time.
 */
export function orderedResolver<V extends FieldValues>(
  validate: (values: V) => OrderedFailure | null,
  place: (failure: OrderedFailure) => PlacedFailure[],
): Resolver<V> {
  return async (values) => {
    const failure = validate(values);
    if (!failure) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const { field, code } of place(failure)) errors[field] ??= { type: code, message: code };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
