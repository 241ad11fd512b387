import { useTranslation } from '../../../i18n';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { useErrorMessage } from '../../../lib/error-messages';
import { useUnsubscribeFromNews } from '../api/unsubscribe';

/**
 * Where the mail's unsubscribe link lands (/guides?unsubscribe=<token>): one button, so that a
 * link preview or a mail scanner opening the address does not unsubscribe anyone by itself.
 */
export function NewsUnsubscribe({ token }: { token: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const unsubscribe = useUnsubscribeFromNews();
  return (
    <section
      aria-labelledby="news-unsubscribe-title"
      className="rounded-2xl border border-line bg-surface-raised p-5 sm:p-6"
      data-testid="news-unsubscribe"
    >
      <h2 id="news-unsubscribe-title" className="text-lg font-bold">
        {t('news.unsubscribe.title')}
      </h2>
      {unsubscribe.isSuccess ? (
        <div className="mt-3">
          <FormMessage tone="success">{t('news.unsubscribe.done')}</FormMessage>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-muted">{t('news.unsubscribe.body')}</p>
          <Button
            variant="outline"
            className="mt-4"
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            {unsubscribe.isPending ? t('news.unsubscribe.working') : t('news.unsubscribe.confirm')}
          </Button>
          {unsubscribe.isError ? (
            <div className="mt-3">
              <FormMessage tone="error">{errorMessage('news.unsubscribe', unsubscribe.error)}</FormMessage>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
