import { href } from '@portal/shared';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { setSessionState, useSessionValue } from '../../../lib/session/current-session';

/**
 * A reminder of the doctor the visitor was booking before logging in (session `bookingDoctor`),
 * for when they did not come straight back to the doctor's page.
 */
export function ContinueBooking() {
  const doctor = useSessionValue((s) => (s.loggedIn ? s.state.bookingDoctor : null));
  const o = useMessageOptions();
  if (!doctor) return null;
  return (
    <Alert
      color="jade"
      icon={<IconCalendarEvent />}
      withCloseButton
      closeButtonLabel={m.booking_continue_dismiss({}, o)}
      onClose={() => setSessionState({ bookingDoctor: null })}
      data-testid="continue-booking"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {m.booking_continue_text({ name: doctor.username, title: doctor.title }, o)}
        </Text>
        <Button
          component={Link}
          to={href('doctorDetail', { doctorId: doctor.globaluserid }, { booking: 1 })}
          size="xs"
        >
          {m.booking_continue({}, o)}
        </Button>
      </Group>
    </Alert>
  );
}
