import { lazyDialog } from '../../../components/ui/lazy-dialog';

/**
 * The members dialog (invites, roles, the name search) downloads when it first opens or its button
 * is hovered or focused: a visitor reading a public itinerary never downloads it
 * (docs/decisions/0027-page-weight.md; e2e budgets.spec.ts). Its texts (the trip workspace section) come
 * with its code.
 */
export const MembersDialog = lazyDialog(
  () => import('./members-dialog').then((module) => module.MembersDialog),
  'workspace',
);
