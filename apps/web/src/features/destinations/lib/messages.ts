import { useTranslation } from 'react-i18next';
import { destinationMessages } from '@pintrip/shared';
import { ApiError } from '../../../lib/api-client';

/** The codes of the pinpoint form that have their own message (spec 1 §5 and API.md). */
export type DestinationMessageCode = keyof typeof destinationMessages;

export function isDestinationMessageCode(code: string): code is DestinationMessageCode {
  return Object.prototype.hasOwnProperty.call(destinationMessages, code);
}

/**
 * The localized message for a pinpoint save failure: the rule's own message when the server names
 * one (also inside `fields` of validation_failed), else `fallback`.
 */
export function useSaveErrorMessage() {
  const { t } = useTranslation();
  return (error: unknown, fallback: string): string => {
    if (!(error instanceof ApiError)) return fallback;
    if (isDestinationMessageCode(error.code)) return t(`destinations.errors.${error.code}`);
    if (error.code === 'account_inactive') return t('destinations.errors.account_inactive');
    if (error.code === 'unauthorized') return t('destinations.errors.unauthorized');
    if (error.code === 'forbidden') return t('destinations.errors.forbidden');
    if (error.code === 'not_found') return t('destinations.errors.not_found');
    if (error.code === 'rate_limited') return t('destinations.errors.rate_limited');
    for (const code of Object.values(error.fields ?? {})) {
      if (isDestinationMessageCode(code)) return t(`destinations.errors.${code}`);
    }
    return fallback;
  };
}
