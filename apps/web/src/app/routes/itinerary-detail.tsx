import { useParams } from 'react-router';
import { ItineraryDetailScreen } from '../../features/itineraries';
import { ItinerariesContext } from './itineraries-context';

export default function ItineraryDetailPage() {
  const { id = '' } = useParams();
  return (
    <ItinerariesContext>
      <ItineraryDetailScreen key={id} id={id} />
    </ItinerariesContext>
  );
}
