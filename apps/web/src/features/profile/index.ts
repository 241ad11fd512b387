/** The profile feature's public surface. */
export { IncompleteProfileDot, IncompleteProfileNotice } from './components/incomplete-profile';
export { ProfileCard } from './components/profile-card';
export { ProfileEditDialog } from './components/lazy-profile-edit-dialog';
export { TwoFactorSection } from './components/two-factor-section';
