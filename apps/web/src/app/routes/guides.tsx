import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { newsTokenPattern } from '@pintrip/shared';
import { NewsSignup, NewsUnsubscribe } from '../../features/news';
import { useDocumentTitle } from '../use-document-title';

const promises = ['duration', 'flexible', 'local', 'amateur', 'verified'] as const;

export default function GuidesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.guides'));
  // The unsubscribe link of the news mail: /guides?unsubscribe=<token>.
  const [searchParams] = useSearchParams();
  const token = searchParams.get('unsubscribe');
  const unsubscribeToken = token && newsTokenPattern.test(token) ? token : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      {unsubscribeToken ? (
        <div className="mb-8">
          <NewsUnsubscribe token={unsubscribeToken} />
        </div>
      ) : null}
      <div className="rounded-3xl border border-line bg-surface-raised p-8 text-center shadow-[var(--shadow-card)] sm:p-12">
        <span className="inline-flex rounded-full bg-warning-soft px-3 py-1 text-xs font-bold text-warning">
          {t('guides.badge')}
        </span>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('guides.title')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">{t('guides.intro')}</p>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {promises.map((key) => (
          <li key={key} className="flex gap-4 rounded-2xl border border-line bg-surface-raised p-5">
            <span
              aria-hidden="true"
              className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-soft font-bold text-brand-strong"
            >
              ✓
            </span>
            <div>
              <h2 className="font-bold">{t(`guides.items.${key}.title`)}</h2>
              <p className="mt-1 text-sm text-ink-muted">{t(`guides.items.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="guides-news-title"
        className="mt-8 rounded-2xl border border-line bg-surface-raised p-5 sm:p-6"
      >
        <h2 id="guides-news-title" className="text-lg font-bold">
          {t('news.form.title')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-muted">{t('guides.footer')}</p>
        <NewsSignup topic="guides" />
      </section>
    </div>
  );
}
