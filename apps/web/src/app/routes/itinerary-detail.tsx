import { ScreenHeading } from './coming-soon';

export default function ItineraryDetailPage() {
  return <ScreenHeading titleKey="itineraries.detailTitle" />;
}
