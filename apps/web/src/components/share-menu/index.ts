export { ShareMenu, type ShareMenuProps, type ShareTarget } from './share-menu';
export { ShareSettingsProvider } from './share-settings';
