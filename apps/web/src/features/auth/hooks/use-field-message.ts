import { useTranslation } from 'react-i18next';
import { formMessageKey } from '../auth-messages';

/** Turns a field's zod message code into its localized message (undefined while the field is fine). */
export function useFieldMessage(): (code: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (code) => {
    const key = formMessageKey(code);
    return key ? t(key) : undefined;
  };
}
