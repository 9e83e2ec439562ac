import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppQueryClient } from './app/providers';
import { initTranslations } from './app/translations';
import { currentUserQueryOptions } from './features/auth';
import { organisationStatusQueryOptions } from './shared/availability';

initTranslations();

// Who is signed in and whether the church is open, asked before React's first render rather than
// from it: every first screen waits for both, and on a slow phone that render takes a while.
const queryClient = createAppQueryClient();
void queryClient.prefetchQuery(currentUserQueryOptions());
void queryClient.prefetchQuery(organisationStatusQueryOptions());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// As a transition, React renders the first screen in slices the browser can run other work
// between, rather than in one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
