import { useErrorMessage } from '../../../lib/error-messages';

/** Turns a field's zod message code into its localized message (undefined while the field is fine). */
export function useFieldMessage(): (code: string | undefined) => string | undefined {
  const message = useErrorMessage();
  return (code) => (code ? message('auth.field', code) : undefined);
}
