/**
 * The 繁 / 简 switch (header and phone drawer): a plain link to the same page in the other
 * version, which works without JavaScript. Each version is its own copy of the app, so it is a
 * full page load; the BFF remembers the choice (a cookie) when a reader arrives from the other
 * version's page, and takes them to that version when they come back from elsewhere.
 */
import { useLocation } from 'react-router';
import { scriptPath } from '@portal/shared';
import { SCRIPT } from '../../lib/i18n/script';
import classes from './layout.module.css';

export function ScriptSwitch({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { pathname, search } = useLocation();
  const hans = SCRIPT === 'hans';
  // 繁 and 简 read the same in either script; the link's name speaks the script it offers.
  const link = (
    <a
      href={scriptPath(hans ? 'hant' : 'hans', pathname + search)}
      lang={hans ? 'zh-HK' : 'zh-CN'}
      aria-label={hans ? '轉用繁體中文' : '转用简体中文'}
    >
      {hans ? '繁' : '简'}
    </a>
  );
  return (
    <span className={classes.scriptSwitch} data-size={size} data-testid="script-switch">
      {hans ? link : <b aria-current="true">繁</b>}
      {hans ? <b aria-current="true">简</b> : link}
    </span>
  );
}
