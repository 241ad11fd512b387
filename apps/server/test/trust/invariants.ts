/**
 * What must hold in the database whatever happened before (concurrent requests, a crash): every
 * counter equals its rows, and every itinerary is whole (its stored totals match its days and
 * plans, days numbered 1..n). Each query lists the rows that break a rule; all empty is healthy.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { rowsOf } from '../../src/db/raw-sql.js';

const checks: Record<string, ReturnType<typeof sql>> = {
  'destinations.likes_count': sql`
    select d.id, d.likes_count as stored, count(l.user_id) as actual
    from destinations d left join destination_likes l on l.destination_id = d.id
    group by d.id having d.likes_count <> count(l.user_id)`,
  'destinations.bookmarks_count': sql`
    select d.id, d.bookmarks_count as stored, count(b.user_id) as actual
    from destinations d left join destination_bookmarks b on b.destination_id = d.id
    group by d.id having d.bookmarks_count <> count(b.user_id)`,
  'destinations.comments_count': sql`
    select d.id, d.comments_count as stored, count(c.id) as actual
    from destinations d left join comments c on c.destination_id = d.id and not c.is_deleted
    group by d.id having d.comments_count <> count(c.id)`,
  'comments.likes_count/dislikes_count': sql`
    select c.id, c.likes_count, c.dislikes_count,
      count(r.id) filter (where r.is_like) as likes, count(r.id) filter (where not r.is_like) as dislikes
    from comments c left join comment_reactions r on r.comment_id = c.id
    group by c.id
    having c.likes_count <> count(r.id) filter (where r.is_like)
      or c.dislikes_count <> count(r.id) filter (where not r.is_like)`,
  'itineraries.likes_count': sql`
    select i.id, i.likes_count as stored, count(l.user_id) as actual
    from itineraries i left join itinerary_likes l on l.itinerary_id = i.id
    group by i.id having i.likes_count <> count(l.user_id)`,
  'itineraries.share_count': sql`
    select i.id, i.share_count as stored, coalesce(sum(s.count), 0) as actual
    from itineraries i left join itinerary_shares s on s.itinerary_id = i.id
    group by i.id having i.share_count <> coalesce(sum(s.count), 0)`,
  'itineraries whole (destination_count, total_cost, days 1..n)': sql`
    select i.id from itineraries i
    where i.destination_count <> (
        select count(*) from itinerary_plans p join itinerary_days d on d.id = p.day_id
        where d.itinerary_id = i.id)
      or i.total_cost <> (
        select coalesce(sum(p.cost), 0) from itinerary_plans p join itinerary_days d on d.id = p.day_id
        where d.itinerary_id = i.id)
      or exists (
        select 1 from itinerary_days d where d.itinerary_id = i.id
        and d.estimated_cost <> (select coalesce(sum(p.cost), 0) from itinerary_plans p where p.day_id = d.id))
      or (select count(*) from itinerary_days d where d.itinerary_id = i.id)
        <> coalesce((select max(d.day_number) from itinerary_days d where d.itinerary_id = i.id), 0)
      or (select count(*) from itinerary_days d where d.itinerary_id = i.id) <> i.end_date - i.start_date + 1`,
};

/** The rows breaking each invariant, by name; `{}` when every invariant holds. */
export async function brokenInvariants(db: Db): Promise<Record<string, unknown[]>> {
  const broken: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(checks)) {
    const rows = rowsOf(await db.execute(query));
    if (rows.length > 0) broken[name] = rows;
  }
  return broken;
}

/** copy_count of each itinerary against the copies that name it as their source. */
export async function copyCountMismatches(db: Db): Promise<unknown[]> {
  return rowsOf(
    await db.execute(sql`
    select i.id, i.copy_count as stored, count(c.id) as actual
    from itineraries i left join itineraries c on c.copied_from_id = i.id
    group by i.id having i.copy_count <> count(c.id)`),
  );
}
