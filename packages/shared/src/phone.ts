import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';
import { limits } from './limits.js';

/*
 * Phone numbers (issue 20 item 12). The API keeps the contract form `+82 ` then digits and hyphens
 * (docs/API.md, PATCH /api/me/profile) in `phone`, and the server adds `phone_e164` (`+821012345678`)
 * when that is a valid number, parsed by libphonenumber-js. People see the Korean national format
 * (010-1234-5678) in Korean and the international one (+82 10 1234 5678) in other languages.
 */

/** A valid Korean number in whatever way it was written (`+82 010-…`, `+8210…`, `010-…`), or null. */
function parseKorean(text: string): PhoneNumber | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const parsed = parsePhoneNumberFromString(trimmed, 'KR');
  if (parsed?.isValid() && parsed.country === 'KR') return parsed;
  // "+82 82 10-…": the country code typed again after the fixed prefix.
  const digits = trimmed.replace(/\D/g, '');
  const again = digits.startsWith('8282') ? parsePhoneNumberFromString(`+${digits.slice(2)}`) : undefined;
  return again?.isValid() && again.country === 'KR' ? again : null;
}

/** The E.164 form of a phone (`+82 010-1234-5678` → `+821012345678`); null when it is not a valid number. */
export function phoneE164(phone: string | null | undefined): string | null {
  return phone ? (parseKorean(phone)?.number ?? null) : null;
}

/**
 * The contract form to send for what was typed after the fixed prefix (`+82 ` + the national
 * format, `+82 010-1234-5678`), however it was written: `01012345678`, `10-1234-5678`,
 * `821012345678`. A number libphonenumber does not know is sent as typed (digits and hyphens), for
 * the server to judge. Empty stays empty.
 */
export function phoneToSend(stored: string): string {
  const parsed = parseKorean(stored);
  return parsed ? `${limits.phonePrefix}${parsed.formatNational()}` : stored;
}

/**
 * A phone as a person reads it: `010-1234-5678` in Korean, `+82 10 1234 5678` in other languages;
 * a number that could not be parsed shows as stored.
 */
export function formatPhone(
  profile: { phone: string | null; phone_e164?: string | null },
  language: string,
): string | null {
  const parsed = parseKorean(profile.phone_e164 ?? profile.phone ?? '');
  if (!parsed) return profile.phone;
  return language === 'ko' ? parsed.formatNational() : parsed.formatInternational();
}
