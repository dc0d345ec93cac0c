import { NavLink } from 'react-router';
import { CHILD_TOOLS } from '../lib/tools';
import classes from './tool-nav.module.css';

/** Links between the growth tools; the current one is marked. */
export function ToolNav() {
  return (
    <nav aria-label="兒童成長工具" className={classes.nav}>
      {CHILD_TOOLS.map((t) => (
        <NavLink key={t.measure} to={t.to} className={classes.link}>
          {t.name}
        </NavLink>
      ))}
    </nav>
  );
}
