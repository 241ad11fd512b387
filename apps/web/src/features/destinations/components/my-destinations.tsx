import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useMyDestinations } from '../api/get-my-destinations';
import { DestinationsViewerProvider } from '../context/viewer-context';
import { DestinationShelf } from './destination-shelf';
import { PinIcon } from '../../../components/ui/icons';

const noLoginNeeded = () => undefined;

/**
 * My Page "내 핀포인트": the user's own pinpoints, newest first (GET /api/me/destinations). One an
 * admin hid is listed with its "hidden" mark: only its author sees it here.
 */
export function MyDestinations() {
  return (
    <DestinationsViewerProvider viewer={null} isSignedIn requestLogin={noLoginNeeded}>
      <OwnList />
    </DestinationsViewerProvider>
  );
}

function OwnList() {
  const { t } = useTranslation();
  return (
    <DestinationShelf
      query={useMyDestinations()}
      id="my-destinations"
      icon={<PinIcon className="h-5 w-5 text-brand" />}
      title={t('mypage.pinpoints.title')}
      loading={t('mypage.pinpoints.loading')}
      loadFailed={t('mypage.pinpoints.loadFailed')}
      empty={
        <div className="flex flex-col items-center gap-2">
          <p>{t('mypage.pinpoints.empty')}</p>
          <Link to="/destinations" className="font-semibold text-brand-strong hover:underline">
            {t('mypage.pinpoints.create')}
          </Link>
        </div>
      }
    />
  );
}
