import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { newsSubscribeSchema, type NewsTopic } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import { useLocale } from '../../../hooks/use-locale';
import { useErrorMessage } from '../../../lib/error-messages';
import { useSubscribeToNews } from '../api/subscribe';

/**
 * "Tell me when it opens": an address, checked by the shared schema before it is sent; the server
 * stores it once and mails its unsubscribe link. Signing up twice answers the same.
 */
export function NewsSignup({ topic }: { topic: NewsTopic }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const errorMessage = useErrorMessage();
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const subscribe = useSubscribeToNews();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newsSubscribeSchema.shape.email.safeParse(email);
    if (!parsed.success) {
      setFieldError(errorMessage('news.subscribe', parsed.error.issues[0]?.message ?? 'email_invalid'));
      return;
    }
    setFieldError(null);
    subscribe.mutate({ email: parsed.data, topic, language });
  };

  if (subscribe.isSuccess) {
    return (
      <FormMessage tone="success" testId="news-signup-done">
        {t('news.form.success')}
      </FormMessage>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="news-signup">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            label={t('news.form.label')}
            placeholder={t('news.form.placeholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError}
            hint={fieldError ? undefined : t('news.form.note')}
          />
        </div>
        <Button type="submit" size="lg" className="sm:mt-7" disabled={subscribe.isPending}>
          {subscribe.isPending ? t('news.form.submitting') : t('news.form.submit')}
        </Button>
      </div>
      {subscribe.isError ? (
        <FormMessage tone="error">{errorMessage('news.subscribe', subscribe.error)}</FormMessage>
      ) : null}
    </form>
  );
}
