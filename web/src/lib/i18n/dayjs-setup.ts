/**
 * dayjs with the zh-cn locale and Monday as the first day of the week, set once. Loaded
 * lazily next to the first page chunk (see app/router.tsx) so dayjs stays out of the initial JS;
 * every page renders only after this has run.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import updateLocale from 'dayjs/plugin/updateLocale';

const DAYJS_LOCALE = 'zh-cn';
/** Monday. */
const WEEK_START = 1;

dayjs.extend(updateLocale);
dayjs.locale(DAYJS_LOCALE);
dayjs.updateLocale(DAYJS_LOCALE, { weekStart: WEEK_START });

export { dayjs };
