import { NavLink } from 'react-router';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { childTools } from '../lib/tools';
import classes from './tool-nav.module.css';

/** Links between the growth tools; the current one is marked. */
export function ToolNav() {
  const o = useMessageOptions();
  return (
    <nav aria-label={m.children_tools_title({}, o)} className={classes.nav}>
      {childTools(o).map((t) => (
        <NavLink key={t.measure} to={t.to} className={classes.link}>
          {t.name}
        </NavLink>
      ))}
    </nav>
  );
}
