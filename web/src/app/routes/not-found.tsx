import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md">
        <Title order={1}>找不到頁面</Title>
        <Text c="dimmed">你要找的頁面不存在或已經移除。</Text>
        <Button component={Link} to="/">
          返回首頁
        </Button>
      </Stack>
    </Container>
  );
}
