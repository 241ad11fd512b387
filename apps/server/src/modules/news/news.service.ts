import { randomBytes } from 'node:crypto';
import { type NewsTopic } from '@pintrip/shared';
import type { Mailer } from '../../lib/mailer.js';
import { translate } from '../../lib/translations.js';
import type { AppUnitOfWork } from '../../repositories.js';

export interface NewsServiceOptions {
  mailer: Mailer;
  /** The site's address, for the unsubscribe link. */
  publicUrl: string;
  /** A mail that could not be sent: logged; the subscription stands. */
  onMailError: (error: unknown) => void;
}

/** Where a topic's page lives on the web; the unsubscribe link opens it with the token. */
const topicPaths: Record<NewsTopic, string> = { guides: '/guides' };

export function createNewsService(uow: AppUnitOfWork, options: NewsServiceOptions) {
  return {
    /**
     * Signs `email` up for `topic`. A new address gets one mail confirming it, with its
     * unsubscribe link; an address already signed up gets nothing more, and the same answer.
     */
    async subscribe(input: { email: string; topic: NewsTopic; language: string }): Promise<void> {
      const token = randomBytes(32).toString('base64url');
      const added = await uow.read.news.add({ ...input, token });
      if (!added) return;
      const t = translate(input.language);
      const link = `${options.publicUrl}${topicPaths[input.topic]}?unsubscribe=${token}`;
      try {
        await options.mailer.send({
          to: input.email,
          subject: t('news.mail.subject'),
          text: t('news.mail.body', { link }),
        });
      } catch (error) {
        options.onMailError(error);
      }
    },

    /** Removes the subscription of `token`. An unknown token (already removed) changes nothing. */
    async unsubscribe(token: string): Promise<void> {
      await uow.read.news.removeByToken(token);
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
