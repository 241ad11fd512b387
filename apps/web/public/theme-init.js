// Applies the remembered colour theme before the first paint (lib/theme.ts owns the choice).
(function () {
  var choice = 'system';
  try {
    choice = localStorage.getItem('pintrip.theme') || 'system';
  } catch (e) {}
  var dark = choice === 'dark' || (choice !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
