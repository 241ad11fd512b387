import { useTranslation } from 'react-i18next';
import { itineraryMessages } from '@pintrip/shared';
import { ApiError } from '../../../lib/api-client';

type RuleCode = keyof typeof itineraryMessages;
const isRuleCode = (code: string): code is RuleCode =>
  Object.prototype.hasOwnProperty.call(itineraryMessages, code);

/**
 * One place that turns a failed itinerary call into a localized message: the rule's own text when
 * the server names one, the sign-in or permission text by code, else the situation's `fallback`
 * (spec 2 §8). Never the server's English message.
 */
export function useItineraryErrorMessage() {
  const { t } = useTranslation();
  return (error: unknown, fallback: string): string => {
    if (!(error instanceof ApiError)) return fallback;
    if (isRuleCode(error.code)) return t(`itineraries.errors.${error.code}`);
    if (error.code === 'unauthorized') return t('itineraries.errors.loginRequired');
    if (error.code === 'admin_required') return t('itineraries.errors.adminRequired');
    if (error.code === 'account_inactive') return t('itineraries.errors.accountInactive');
    if (error.code === 'network_error') return t('itineraries.errors.offline');
    return fallback;
  };
}
