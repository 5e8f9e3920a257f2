// Applies the stored theme before the first paint, so the page never flashes the wrong colours.
(function () {
  var theme;
  try {
    theme = localStorage.getItem('samverka-theme') || 'system';
  } catch {
    theme = 'system';
  }
  var dark = theme === 'dark' || (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
