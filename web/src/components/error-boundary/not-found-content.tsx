import { href } from '@portal/shared';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import classes from './not-found.module.css';

/** The not-found page body (also used by the route error element for 404s). */
export function NotFoundContent() {
  const o = useMessageOptions();
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md" className={classes.root} data-testid="not-found">
        <Text className={classes.code} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{m.ui_error_boundary_not_found_title({}, o)}</Title>
        <Text c="dimmed" ta="center">
          {m.ui_error_boundary_not_found_body({}, o)}
        </Text>
        <Group justify="center">
          <Button component={Link} to={href('home')}>
            {m.ui_error_boundary_home({}, o)}
          </Button>
          <Button component={Link} to={href('doctorList')} variant="light">
            {m.ui_error_boundary_find_doctor({}, o)}
          </Button>
          <Button component={Link} to={href('hospitalList')} variant="light">
            {m.ui_error_boundary_clinics({}, o)}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
