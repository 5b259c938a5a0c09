import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setApiNavigation } from './lib/api-navigation';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { takeOverFromShell } from './shell/take-over';
import './styles/main.scss';

document.body.classList.add('js-enabled');

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
takeOverFromShell(router);

setApiNavigation({
  // the path being opened (a pending navigation), so login returns there
  currentPath: () => router.latestLocation.href,
  to: (path) => {
    if (router.state.location.pathname !== path) void router.navigate({ to: path, replace: true });
  },
});

const app = document.getElementById('app');
if (!app) throw new Error('#app missing');
createRoot(app).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
