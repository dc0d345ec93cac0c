import { Container, Stack, Text, Title } from '@mantine/core';
import { SavedList } from '../../features/saved/components/saved-list';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';
import { useSessionValue } from '../../lib/session/current-session';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

/**
 * `/my-saved`: the doctors and clinics saved. A logged-in client sees their account's list (kept
 * by the portal, the same on every device) inside the personal centre; a visitor, the device's
 * list with no account.
 */
export default function MySavedPage() {
  const loggedIn = useSessionValue((s) => s.loggedIn);
  const o = useMessageOptions();
  if (loggedIn) {
    return (
      <UserCentreLayout title={m.route_my_saved_title({}, o)}>
        <Text size="sm" c="gray.7">
          {m.route_my_saved_account_note({}, o)}
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
            {m.route_my_saved_title({}, o)}
          </Title>
          <Text size="sm" c="gray.7">
            {m.route_my_saved_device_note({}, o)}
          </Text>
        </div>
        <SavedList visitor />
      </Stack>
    </Container>
  );
}
