import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { datesReady } from '../lib/dates-ready';
import { setNavigate } from '../lib/navigation';
import { queryClient } from '../lib/query-client';
import { installSessionGuards } from '../lib/session-guard';
import { sessionReady } from '../lib/session-store';
import { App } from './provider';
import { router } from './router';

// Dates: zh-cn locale with Monday as the first day of the week, loaded beside the first
// page (the router waits for it), so dayjs is not part of the initial JS.
void datesReady();

setNavigate((to, options) => void router.navigate(to, options));
installSessionGuards(queryClient);
// Session state was restored from sessionStorage on import; ask the BFF who is logged in.
void sessionReady();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
