import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import updateLocale from 'dayjs/plugin/updateLocale';
import { DAYJS_LOCALE, WEEK_START } from '@portal/shared';
import { setNavigate } from '../lib/navigation';
import { queryClient } from '../lib/query-client';
import { installSessionGuards } from '../lib/session-guard';
import { sessionReady } from '../lib/session-store';
import { App } from './provider';
import { router } from './router';

// Dates: zh-cn locale with Monday as the first day of the week (SPEC §1).
dayjs.extend(updateLocale);
dayjs.locale(DAYJS_LOCALE);
dayjs.updateLocale(DAYJS_LOCALE, { weekStart: WEEK_START });

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
