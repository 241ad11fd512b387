// Applies the remembered colour theme before the first paint (lib/theme.ts owns the choice).
/* global window */
(function () {
  var choice = 'system';
  try {
    choice = window.localStorage.getItem('pintrip.theme') || 'system';
  } catch {
    // No storage (private mode): the system's setting.
  }
  var dark =
    choice === 'dark' || (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  window.document.documentElement.classList.toggle('dark', dark);
})();
