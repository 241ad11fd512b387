import { lazyDialog } from '../../../components/ui/lazy-dialog';

/** The profile form (avatar upload, phone, region) downloads when it first opens. */
export const ProfileEditDialog = lazyDialog(() =>
  import('./profile-edit-dialog').then((module) => module.ProfileEditDialog),
);
