import type { ReactNode } from 'react';
import { Anchor, Title } from '@mantine/core';
import { Link } from 'react-router';
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
  /**
   * The more link's text, naming what it leads to (查看更多健康資訊): a bare 查看更多 / "See more"
   * says nothing out of its section, where screen readers' link lists and search engines read it.
   */
  moreLabel?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className={classes.sectionHead}>
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {moreTo && moreLabel && (
          <Anchor component={Link} to={moreTo} size="sm">
            {moreLabel}
          </Anchor>
        )}
      </div>
      {children}
    </section>
  );
}
