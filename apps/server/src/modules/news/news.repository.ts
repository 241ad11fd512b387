import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-sql.js';
import { newsSubscriptions } from '../../db/schema.js';

export interface NewsSubscriptionValues {
  email: string;
  topic: string;
  language: string;
  token: string;
}

export function createNewsRepository(db: Db) {
  return {
    /**
     * Adds the address to the topic unless it is there already (compared case-insensitively).
     * Answers true when a row was added, false for an address already signed up.
     */
    async add(values: NewsSubscriptionValues): Promise<boolean> {
      const result = await db.execute(sql`
        insert into news_subscriptions (email, topic, language, token)
        values (${values.email}, ${values.topic}, ${values.language}, ${values.token})
        on conflict (lower(email), topic) do nothing
        returning id`);
      return rowsOf(result).length > 0;
    },

    /** Removes the subscription the token belongs to; true when there was one. */
    async removeByToken(token: string): Promise<boolean> {
      const rows = await db
        .delete(newsSubscriptions)
        .where(eq(newsSubscriptions.token, token))
        .returning({ id: newsSubscriptions.id });
      return rows.length > 0;
    },
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
