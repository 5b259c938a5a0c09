// Shows the prerendered first screen of the opened path, if index.html has one (web/src/prerender.tsx): the page
// is on screen as soon as the stylesheet has arrived, not only once the app's scripts have arrived and run.
// The others are removed. The app takes over when it has rendered the route (web/src/shell/take-over.ts).
// The route's own files (data-es-preload) are fetched right after the first paint, alongside the rest of the app's
// entry: the app would ask for them only after the entry has arrived and run – a whole round trip later on a weak signal.
// A classic script on purpose: it runs before the browser's first paint of what follows it.
// The attribute and class names are web/src/shell/shell-attribute.ts's (a script in public/ cannot import them).
{
  const path = location.pathname.replace(/\/+$/, '') || '/';
  let shown = null;
  for (const shell of document.querySelectorAll('[data-es-shell]')) {
    if (!shown && shell.getAttribute('data-es-shell') === path) {
      shell.hidden = false;
      shown = shell;
    } else {
      shell.remove();
    }
  }
  if (shown) {
    document.documentElement.classList.add('es-shell');
    // after the first paint: the stylesheet the paint waits for and the entry come first
    const preload = () => {
      for (const href of (shown.getAttribute('data-es-preload') || '').split(' ').filter(Boolean)) {
        const link = document.createElement('link');
        if (href.endsWith('.css')) {
          link.rel = 'preload';
          link.as = 'style';
        } else {
          link.rel = 'modulepreload';
        }
        link.href = href;
        document.head.appendChild(link);
      }
    };
    requestAnimationFrame(() => setTimeout(preload, 0));
  }
}
