import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import classes from './account.module.css';

/** The card frame of the login, register and reset pages. */
export function AccountCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container size={460} className={classes.page}>
      <Paper withBorder shadow="sm" radius="md" className={classes.card}>
        <Stack gap="md">
          <div>
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            ) : null}
          </div>
          {children}
        </Stack>
      </Paper>
      {footer ? <div className={classes.footer}>{footer}</div> : null}
    </Container>
  );
}
