import type { ReactNode } from 'react';
import { Anchor, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './home.module.css';

export function HomeSection({
  id,
  title,
  moreTo,
  moreLabel = '查看更多',
  children,
}: {
  id: string;
  title: string;
  moreTo?: string;
  moreLabel?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className={classes.sectionHead}>
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {moreTo && (
          <Anchor component={Link} to={moreTo} size="sm">
            {moreLabel}
          </Anchor>
        )}
      </div>
      {children}
    </section>
  );
}
