/** The session feature's public surface: who is signed in, app settings, signing out. */
export { getMe, meQueryKey, useMe } from './api/get-me';
export type { Me } from '@pintrip/shared';
export { appInfoQueryKey, getAppInfo, useAppInfo } from './api/get-app-info';
export { useSignOut } from './api/sign-out';
export { useSessionSync } from './hooks/use-session-sync';
export { actorFromMe } from './lib/actor';
export { useIsDeactivated } from './hooks/use-is-deactivated';
export { InactiveAccountBanner } from './components/inactive-account-banner';
