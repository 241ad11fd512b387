import { ItinerariesScreen } from '../../features/itineraries';
import { ItinerariesContext } from './itineraries-context';

export default function ItinerariesPage() {
  return (
    <ItinerariesContext>
      <ItinerariesScreen />
    </ItinerariesContext>
  );
}
