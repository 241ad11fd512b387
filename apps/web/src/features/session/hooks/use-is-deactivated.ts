import { isDeactivated } from '@pintrip/shared';
import { useMe } from '../api/get-me';
import { actorFromMe } from '../lib/actor';

/**
 * Whether the signed-in account is deactivated (the shared `isDeactivated` policy). Every feature
 * asks this one hook before offering a write — a new itinerary, a like, a reaction, a profile
 * edit — and hides or disables it, so the rule and its wording live once.
 */
export function useIsDeactivated(): boolean {
  const { data: me } = useMe();
  return isDeactivated(actorFromMe(me));
}
