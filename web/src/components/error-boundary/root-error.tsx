import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { href } from '@portal/shared';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

/** Last-resort error screen when the app frame itself fails (no router links, plain reload). */
export function RootError() {
  const error = useRouteError();
  const o = useMessageOptions();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" role="alert">
        <Title order={1}>{m.ui_error_boundary_root_title({}, o)}</Title>
        <Text c="dimmed" ta="center">
          {m.ui_error_boundary_root_body({}, o)}
        </Text>
        <Button onClick={() => window.location.reload()}>
          {m.ui_error_boundary_reload({}, o)}
        </Button>
        <Button component="a" href={href('home')} variant="subtle">
          {m.ui_error_boundary_home({}, o)}
        </Button>
      </Stack>
    </Center>
  );
}
