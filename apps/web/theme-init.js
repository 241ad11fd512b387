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
  var root = window.document.documentElement;
  root.classList.toggle('dark', dark);
  // A server-rendered page ignores the pointer until the app has hydrated it (src/lib/booting.ts
  // removes this class), so a press is never silently lost on a button that does nothing yet; at
  // most ten seconds after the page and its scripts have loaded, should the app never start (counted
  // from the load, not from here: a slow network must not lift it before the app could run).
  root.classList.add('booting');
  window.addEventListener('load', function () {
    window.setTimeout(function () {
      root.classList.remove('booting');
    }, 10000);
  });
})();
