/** Moderation for every signed-in user: reporting an item, and the notices of hidden items. */
export { ReportButton } from './components/report-button';
export { HiddenNotices } from './components/hidden-notices';
