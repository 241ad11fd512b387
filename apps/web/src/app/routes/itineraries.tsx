import { ScreenHeading } from './coming-soon';

export default function ItinerariesPage() {
  return <ScreenHeading titleKey="itineraries.title" bodyKey="itineraries.intro" />;
}
