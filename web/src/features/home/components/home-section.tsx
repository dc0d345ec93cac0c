import type { ReactNode } from 'react';
import { Anchor, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './home.module.css';

export function HomeSection({
  id,
  title,
  moreTo,
  moreLabel,
  children,
}: {
  id: string;
  title: string;
  moreTo?: string;
  /** The more link's text (查看更多 unless given). */
  moreLabel?: string;
  children: ReactNode;
}) {
  const o = useMessageOptions();
  return (
    <section aria-labelledby={id}>
      <div className={classes.sectionHead}>
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {moreTo && (
          <Anchor component={Link} to={moreTo} size="sm">
            {moreLabel ?? m.home_section_more({}, o)}
          </Anchor>
        )}
      </div>
      {children}
    </section>
  );
}
