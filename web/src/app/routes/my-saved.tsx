import { Container, Stack, Text, Title } from '@mantine/core';
import { SavedList } from '../../features/saved/components/saved-list';

/** `/my-saved`: doctors and clinics saved in this browser. */
export default function MySavedPage() {
  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            我的收藏
          </Title>
          <Text size="sm" c="gray.7">
            收藏只保存在這部裝置的瀏覽器內，毋須登入。
          </Text>
        </div>
        <SavedList />
      </Stack>
    </Container>
  );
}
