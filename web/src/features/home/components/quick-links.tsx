import { href } from '@portal/shared';
import { Link } from 'react-router';
import { IconBuildingHospital, IconMessages, IconNews, IconStethoscope } from '@tabler/icons-react';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './home.module.css';

/** The links, their labels in the render's locale (like the header's `navItems(o)`). */
const links = (o: MessageOptions) => [
  { to: href('doctorList'), label: m.home_quick_doctors({}, o), Icon: IconStethoscope },
  { to: href('hospitalList'), label: m.home_quick_clinics({}, o), Icon: IconBuildingHospital },
  { to: href('askList'), label: m.home_quick_asks({}, o), Icon: IconMessages },
  { to: href('newsList'), label: m.home_quick_news({}, o), Icon: IconNews },
];

export function QuickLinks() {
  const o = useMessageOptions();
  return (
    <nav className={classes.quick} aria-label={m.home_quick_label({}, o)}>
      {links(o).map(({ to, label, Icon }) => (
        <Link key={to} to={to} className={classes.quickItem}>
          <Icon size={26} stroke={1.6} aria-hidden />
          <span>{label}</span>
        </Link>
      ))}
    </nav>
  );
}
