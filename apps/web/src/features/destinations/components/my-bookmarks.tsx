import { useTranslation } from '../../../i18n';
import { useBookmarks } from '../api/get-bookmarks';
import { DestinationsViewerProvider } from '../context/viewer-context';
import { DestinationShelf } from './destination-shelf';
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
  return (
    <DestinationShelf
      query={useBookmarks()}
      id="my-bookmarks"
      icon={<BookmarkIcon className="h-5 w-5 text-brand" />}
      title={t('destinations.bookmarks.title')}
      loading={t('destinations.bookmarks.loading')}
      loadFailed={t('destinations.messages.bookmarksLoadFailed')}
      empty={<p>{t('destinations.bookmarks.empty')}</p>}
    />
  );
}
