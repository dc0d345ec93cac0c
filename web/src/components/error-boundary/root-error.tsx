import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { href } from '@portal/shared';

/** Last-resort error screen when the app frame itself fails (no router links, plain reload). */
export function RootError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" role="alert">
        <Title order={1}>網站暫時出現問題</Title>
        <Text c="dimmed" ta="center">
          抱歉，頁面未能顯示。請重新載入，或稍後再試。
        </Text>
        <Button onClick={() => window.location.reload()}>重新載入</Button>
        <Button component="a" href={href('home')} variant="subtle">
          返回首頁
        </Button>
      </Stack>
    </Center>
  );
}
