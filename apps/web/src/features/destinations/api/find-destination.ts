import { getDestinations } from './get-destinations';

/**
 * The id of the newest destination titled exactly `title` (a search, then an exact match), or
 * null when there is none: how a fixed link (the landing's featured places) finds its detail.
 */
export async function findDestinationByTitle(title: string): Promise<string | null> {
  const page = await getDestinations({ category: '', q: title, sort: 'latest' });
  return page.items.find((d) => d.title === title)?.id ?? null;
}
