import { useTranslation } from '../../../i18n';
import { missingProfileFields, type Profile, type RequiredProfileField } from '@pintrip/shared';
import { cn } from '../../../components/ui/cn';

const fieldKeys: Record<RequiredProfileField, string> = {
  full_name: 'profile.fields.nickname',
  phone: 'profile.fields.phone',
  location: 'profile.fields.location',
};

/**
 * Spec 1 §2 and spec 2 §2: while nickname, phone or preferred region is empty, a yellow notice
 * blinks (on and off every second; steady for people who ask for reduced motion). Only the
 * yellow backdrop blinks, so the text stays readable throughout.
 */
export function IncompleteProfileNotice({ profile, className }: { profile: Profile; className?: string }) {
  const { t } = useTranslation();
  const missing = missingProfileFields(profile);
  if (missing.length === 0) return null;
  const names = missing.map((field) => t(fieldKeys[field])).join(t('profile.incomplete.separator'));
  return (
    <div
      role="status"
      data-testid="incomplete-profile"
      className={cn('relative isolate overflow-hidden rounded-2xl px-4 py-3 text-sm', className)}
    >
      <span aria-hidden="true" className="animate-blink absolute inset-0 -z-10 bg-warning-soft" />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-2xl ring-1 ring-warning/50 ring-inset"
      />
      <p className="flex items-center gap-2 font-bold text-ink">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4 shrink-0 text-warning"
          fill="currentColor"
        >
          <path d="M12 2.5l10 18H2l10-18zm-1 7v5h2v-5h-2zm0 6.5v2h2v-2h-2z" />
        </svg>
        {t('profile.incomplete.title')}
      </p>
      <p className="mt-1 text-ink-muted">{t('profile.incomplete.body', { fields: names })}</p>
    </div>
  );
}

/** The same flag, small: a blinking yellow dot on the corner of the header's My Page link. */
export function IncompleteProfileDot({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  if (missingProfileFields(profile).length === 0) return null;
  return (
    // Absolutely placed on the link's corner (the link is `relative`), so it takes no room in the header.
    <span data-testid="incomplete-profile-dot" className="absolute top-0.5 right-0.5 inline-flex h-2.5 w-2.5">
      <span
        aria-hidden="true"
        className="animate-blink h-2.5 w-2.5 rounded-full bg-warning ring-2 ring-surface"
      />
      <span className="sr-only">{t('profile.incomplete.badge')}</span>
    </span>
  );
}
