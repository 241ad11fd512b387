import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useBookmarks } from '../api/get-bookmarks';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { DestinationsViewerProvider } from '../context/viewer-context';
import { DestinationCard } from './destination-card';
import { CardSkeletons } from './destination-results';
import { BookmarkIcon } from '../../../components/ui/icons';

/**
 * My Page's bookmarked destinations (GET /api/me/bookmarks). Each card's bookmark toggle
 * unbookmarks, which takes the card off the list at once (and puts it back if the server fails).
 * Only shown to a signed-in user, so the toggle never needs the login dialog.
 */
const noLoginNeeded = () => undefined;

export function MyBookmarks() {
  return (
    // My Page is for signed-in users only: the toggles act without asking to log in.
    <DestinationsViewerProvider viewer={null} isSignedIn requestLogin={noLoginNeeded}>
      <BookmarkList />
    </DestinationsViewerProvider>
  );
}

function BookmarkList() {
  const { t } = useTranslation();
  const query = useBookmarks();
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const canLoadMore = Boolean(hasNextPage) && !isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useInfiniteScroll(() => {
    if (canLoadMore) void fetchNextPage();
  }, canLoadMore);

  let body;
  if (query.isPending) {
    body = (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('destinations.bookmarks.loading')}
        </p>
        <CardSkeletons view="grid" count={2} columns={2} />
      </div>
    );
  } else if (query.isError && items.length === 0) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] bg-danger-soft px-6 py-10 text-center"
      >
        <p className="font-semibold text-danger">{t('destinations.messages.bookmarksLoadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('destinations.actions.retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <p className="rounded-[var(--radius-card)] border border-dashed border-line px-6 py-10 text-center text-sm text-ink-muted">
        {t('destinations.bookmarks.empty')}
      </p>
    );
  } else {
    body = (
      <>
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('destinations.bookmarks.title')}>
          {items.map((destination) => (
            <li key={destination.id} className="grid">
              <DestinationCard destination={destination} />
            </li>
          ))}
        </ul>
        <div ref={sentinel} className="h-px" />
        {isFetchingNextPage ? (
          <div className="mt-5">
            <CardSkeletons view="grid" count={2} columns={2} />
          </div>
        ) : null}
        {canLoadMore ? (
          <div className="mt-6 flex justify-center">
            <Button variant="outline" onClick={() => void fetchNextPage()}>
              {t('destinations.list.more')}
            </Button>
          </div>
        ) : null}
        {query.isFetchNextPageError ? (
          <p role="alert" className="mt-4 text-center text-sm text-danger">
            {t('destinations.messages.bookmarksLoadFailed')}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <section
      aria-labelledby="my-bookmarks-heading"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface-raised p-5 shadow-[var(--shadow-card)] sm:p-6"
      data-testid="my-bookmarks"
    >
      <h2 id="my-bookmarks-heading" className="flex items-center gap-2 text-lg font-bold">
        <BookmarkIcon className="h-5 w-5 text-brand" />
        {t('destinations.bookmarks.title')}
      </h2>
      {body}
    </section>
  );
}
