import { href } from '@portal/shared';
import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Container, Paper, Text, Title, Typography } from '@mantine/core';
import { Link } from 'react-router';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import classes from './info-page.module.css';

export interface InfoPageProps {
  title: string;
  /** Short line under the title. */
  lead?: ReactNode;
  /** 「最後更新」 date for legal texts. */
  updated?: string;
  children: ReactNode;
}

/** Frame of the information and legal pages: breadcrumb, title, readable text column. */
export function InfoPage({ title, lead, updated, children }: InfoPageProps) {
  const o = useMessageOptions();
  return (
    <Container size="md" className={classes.page}>
      <Breadcrumbs className={classes.crumbs}>
        <Anchor component={Link} to={href('home')} size="sm">
          {m.ui_info_page_home({}, o)}
        </Anchor>
        <Text size="sm">{title}</Text>
      </Breadcrumbs>
      <Paper withBorder radius="md" className={classes.paper}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {lead ? <Text className={classes.lead}>{lead}</Text> : null}
        {updated ? (
          <Text className={classes.updated}>{m.ui_info_page_updated({ date: updated }, o)}</Text>
        ) : null}
        <Typography className={classes.body}>{children}</Typography>
      </Paper>
    </Container>
  );
}
