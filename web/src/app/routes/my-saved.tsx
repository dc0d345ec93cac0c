import { Container, Stack, Text, Title } from '@mantine/core';
import { SavedList } from '../../features/saved/components/saved-list';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';
import { useSessionValue } from '../../lib/session/current-session';

/**
 * `/my-saved`: the doctors and clinics saved. A logged-in client sees their account's list (kept
 * by the portal, the same on every device) inside the personal centre; a visitor, the device's
 * list with no account.
 */
export default function MySavedPage() {
  const loggedIn = useSessionValue((s) => s.loggedIn);
  if (loggedIn) {
    return (
      <UserCentreLayout title="我的收藏">
        <Text size="sm" c="gray.7">
          收藏保存在你的帳戶：用同一帳戶在其他裝置登入，也會看到這些收藏。
        </Text>
        <SavedList />
      </UserCentreLayout>
    );
  }
  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            我的收藏
          </Title>
          <Text size="sm" c="gray.7">
            收藏只保存在這部裝置的瀏覽器內，毋須登入。登入後可加入你的帳戶。
          </Text>
        </div>
        <SavedList visitor />
      </Stack>
    </Container>
  );
}
