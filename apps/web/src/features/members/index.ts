/** The members feature's public surface: companions of a trip (issue 22, decision 0028). */
export { MembersButton } from './components/members-button';
export { InviteScreen } from './components/invite-screen';
export { SharedItineraries } from './components/shared-itineraries';
export { InviteNotices } from './components/invite-notices';
export { useMembers } from './api/get-members';
