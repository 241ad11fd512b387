import { ScreenHeading } from './coming-soon';

export default function DestinationsPage() {
  return <ScreenHeading titleKey="destinations.title" bodyKey="destinations.intro" />;
}
