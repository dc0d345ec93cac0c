import { href } from '@portal/shared';
import { Link } from 'react-router';
import { IconBuildingHospital, IconMessages, IconNews, IconStethoscope } from '@tabler/icons-react';
import classes from './home.module.css';

const LINKS = [
  { to: href('doctorList'), label: '搵醫師', Icon: IconStethoscope },
  { to: href('hospitalList'), label: '搵診所', Icon: IconBuildingHospital },
  { to: href('askList'), label: '健康問答', Icon: IconMessages },
  { to: href('newsList'), label: '健康資訊', Icon: IconNews },
];

export function QuickLinks() {
  return (
    <nav className={classes.quick} aria-label="常用功能">
      {LINKS.map(({ to, label, Icon }) => (
        <Link key={to} to={to} className={classes.quickItem}>
          <Icon size={26} stroke={1.6} aria-hidden />
          <span>{label}</span>
        </Link>
      ))}
    </nav>
  );
}
