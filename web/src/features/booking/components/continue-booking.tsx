import { href } from '@portal/shared';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { setSessionState, useSessionValue } from '../../../lib/session/current-session';

/**
 * A reminder of the doctor the visitor was booking before logging in (session `bookingDoctor`),
 * for when they did not come straight back to the doctor's page.
 */
export function ContinueBooking() {
  const doctor = useSessionValue((s) => (s.loggedIn ? s.state.bookingDoctor : null));
  if (!doctor) return null;
  return (
    <Alert
      color="jade"
      icon={<IconCalendarEvent />}
      withCloseButton
      closeButtonLabel="不用了"
      onClose={() => setSessionState({ bookingDoctor: null })}
      data-testid="continue-booking"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          你剛才正在預約 {doctor.username} {doctor.title}，要繼續嗎？
        </Text>
        <Button
          component={Link}
          to={href('doctorDetail', { doctorId: doctor.globaluserid }, { booking: 1 })}
          size="xs"
        >
          繼續預約
        </Button>
      </Group>
    </Alert>
  );
}
