import { useTranslation } from '../../i18n';
import { CloseIcon } from '../ui/icons';
import { PlaceSearch, placeLocation } from './place-search';

/** Where a chosen place puts a plan: its coordinates and the address line shown for it. */
export interface PlacePatch {
  lat: number;
  lng: number;
  location: string;
}

/**
 * A plan's place search as a row: the search, focused, and a button that closes it. The itinerary
 * form and the planner both open it from a plan's "위치 찾기".
 */
export function PlaceSearchRow({
  id,
  onChoose,
  onClose,
}: {
  id: string;
  onChoose: (patch: PlacePatch) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 flex items-center gap-2">
      <PlaceSearch
        id={id}
        className="min-w-0 flex-1"
        autoFocus
        onChoose={(place) => {
          onChoose({ lat: place.lat, lng: place.lng, location: placeLocation(place) });
          onClose();
        }}
      />
      <button
        type="button"
        onClick={onClose}
        className="shrink-0 rounded-lg p-2 text-ink-subtle hover:bg-surface-muted"
        aria-label={t('forms.planPlace.close')}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
