import { href } from '@portal/shared';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './not-found.module.css';

/** The not-found page body (also used by the route error element for 404s). */
export function NotFoundContent() {
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md" className={classes.root} data-testid="not-found">
        <Text className={classes.code} aria-hidden="true">
          404
        </Text>
        <Title order={1}>找不到頁面</Title>
        <Text c="dimmed" ta="center">
          你要找的頁面不存在或已經移除。請檢查網址，或從以下連結繼續瀏覽。
        </Text>
        <Group justify="center">
          <Button component={Link} to={href('home')}>
            返回首頁
          </Button>
          <Button component={Link} to={href('doctorList')} variant="light">
            搵中醫師
          </Button>
          <Button component={Link} to={href('hospitalList')} variant="light">
            中醫診所
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
