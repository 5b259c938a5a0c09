// Shows the prerendered first screen of the opened path, if index.html has one (web/src/prerender.tsx): the page
// is on screen as soon as the stylesheet has arrived, not only once the app's scripts have arrived and run.
// The others are removed. The app takes over when it has rendered the route (web/src/shell/take-over.ts).
// A classic script on purpose: it runs before the browser's first paint of what follows it.
{
  const path = location.pathname.replace(/\/+$/, '') || '/';
  let shown = false;
  for (const shell of document.querySelectorAll('[data-es-shell]')) {
    if (!shown && shell.getAttribute('data-es-shell') === path) {
      shell.hidden = false;
      shown = true;
    } else {
      shell.remove();
    }
  }
  if (shown) document.documentElement.classList.add('es-shell');
}
