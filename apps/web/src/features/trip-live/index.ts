/**
 * The trip-live feature's public surface: the pieces around the planner (issue 22) — who is in it,
 * what changed, and "일정에 추가" from a destination.
 */
export { PlanEditors, PresenceBar, PresenceList, type PresenceBarProps } from './components/presence-bar';
export { usePresence, type PresentMember, type Presence } from './hooks/use-presence';
export { ActivityPanel, type ActivityPanelProps } from './components/activity-panel';
export { AddToTripButton, type AddToTripButtonProps } from './components/add-to-trip-button';
