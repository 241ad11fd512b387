import { useTranslation } from 'react-i18next';
import { useNotices } from '../api/get-notices';

/** Tells the user which of their items an admin hid (My Page). Nothing when there are none. */
export function HiddenNotices() {
  const { t, i18n } = useTranslation();
  const notices = useNotices();
  const items = notices.data?.items ?? [];
  if (items.length === 0) return null;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section role="status" className="rounded-2xl bg-warning-soft px-4 py-4 text-sm text-warning">
      <h2 className="font-bold">{t('moderation.notices.title')}</h2>
      <ul className="mt-2 list-disc pl-5">
        {items.map((notice) => (
          <li key={notice.id}>
            {t('moderation.notices.hidden', {
              item: t(`moderation.notices.type.${notice.target_type}`),
              date: format.format(new Date(notice.created_at)),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
