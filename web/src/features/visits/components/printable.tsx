import type { ReactNode } from 'react';
import classes from './printable.module.css';

/**
 * Marks the part of the page that is printed: when printing, everything else on the page (site
 * header, footer, the personal-centre menu, buttons) is hidden. It keeps 12 mm of white around
 * itself, unless `flush`: for a page whose stylesheet sets the paper's margins (`@page`) itself.
 */
export function Printable({ children, flush = false }: { children: ReactNode; flush?: boolean }) {
  return (
    <div className={flush ? `${classes.printable} ${classes.flush}` : classes.printable}>
      {children}
    </div>
  );
}

/** Content shown on screen only (e.g. the print button itself). */
export function ScreenOnly({ children }: { children: ReactNode }) {
  return <div className={classes.screenOnly}>{children}</div>;
}

/** Content shown only on paper (e.g. the site name and print date). */
export function PrintOnly({ children }: { children: ReactNode }) {
  return <div className={classes.printOnly}>{children}</div>;
}
