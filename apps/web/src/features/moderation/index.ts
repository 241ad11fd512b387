/** Moderation for every signed-in user: reporting an item, the notices of hidden items, the owner's banner. */
export { ReportButton } from './components/report-button';
export { HiddenNotices } from './components/hidden-notices';
export { HiddenBanner } from './components/hidden-banner';
