import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { formatPhone, type Me } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { Avatar } from './avatar';
import { IncompleteProfileNotice } from './incomplete-profile';
import { ProfileStats } from './profile-stats';

function Row({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt className="shrink-0 text-sm text-ink-muted">{label}</dt>
      <dd
        data-testid={testId}
        className={value ? 'text-right font-semibold' : 'text-right text-sm text-ink-subtle'}
        data-user-content={value ? '' : undefined}
      >
        {value ?? t('profile.notSet')}
      </dd>
    </div>
  );
}

/** My Page profile card: avatar, nickname, phone, preferred region, and the edit button. */
export function ProfileCard({ me, onEdit, children }: { me: Me; onEdit: () => void; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const name = me.profile.full_name;
  return (
    <section
      aria-labelledby="profile-card-title"
      className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-5 shadow-[var(--shadow-card)] sm:p-6"
      data-testid="profile-card"
    >
      <h2 id="profile-card-title" className="sr-only">
        {t('profile.title')}
      </h2>
      <div className="flex items-center gap-4">
        <Avatar src={me.avatar_url} alt={t('profile.avatarAlt')} className="h-20 w-20" />
        <div className="min-w-0 flex-1">
          <p
            className="line-clamp-2 text-xl leading-snug font-extrabold"
            data-testid="profile-name"
            data-user-content={name ? '' : undefined}
          >
            {name ?? t('profile.noNickname')}
          </p>
          <p className="truncate text-sm text-ink-muted">{me.email}</p>
          {!me.is_active ? (
            <p className="mt-1 inline-flex rounded-full bg-danger-soft px-2 py-0.5 text-xs font-bold text-danger">
              {t('profile.inactiveBadge')}
            </p>
          ) : null}
        </div>
      </div>
      <ProfileStats />
      <IncompleteProfileNotice profile={me.profile} className="mt-5" />
      <dl className="mt-3 divide-y divide-line">
        <Row label={t('profile.fields.nickname')} value={name} testId="profile-nickname" />
        <Row
          label={t('profile.fields.phone')}
          value={formatPhone(me.profile, i18n.language)}
          testId="profile-phone"
        />
        <Row label={t('profile.fields.location')} value={me.profile.location} testId="profile-location" />
      </dl>
      {me.is_active ? (
        <Button variant="outline" className="mt-4 w-full" onClick={onEdit} data-testid="profile-edit">
          {t('profile.edit')}
        </Button>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">{t('profile.errors.accountInactive')}</p>
      )}
      {children}
    </section>
  );
}
