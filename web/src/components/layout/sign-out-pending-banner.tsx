import { useEffect, useState } from 'react';
import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { notice } from '../../lib/notify/notify';
import { useSignOutPending } from '../../lib/session/sign-out-pending';

/** Tries on reconnecting: at once, then after 1, 2 and 4 s while the sign-out is still pending. */
const RECONNECT_TRIES = 4;
const RECONNECT_PAUSE_MS = 500;

/** The sign-out code, loaded only when the client asks to try again or comes back online. */
async function retry(): Promise<boolean> {
  const { retryPendingSignOut } = await import('../../lib/session/sign-out');
  return retryPendingSignOut();
}

/**
 * Shown while a sign-out on this device has not been confirmed (lib/session/sign-out.ts): says so
 * plainly, offers to try again, and tries again by itself when the connection comes back.
 */
export default function SignOutPendingBanner() {
  const pending = useSignOutPending();
  const [trying, setTrying] = useState(false);
  const o = useMessageOptions();

  useEffect(() => {
    if (!pending) return;
    let timer: number | undefined;
    // The browser can say it is online a moment before a request gets through (a network still
    // coming up): a try that fails then is made again a little later, a few times.
    const attempt = (tries: number) => {
      void retry().then((done) => {
        if (done || tries >= RECONNECT_TRIES || !navigator.onLine) return;
        timer = window.setTimeout(() => attempt(tries + 1), RECONNECT_PAUSE_MS * 2 ** tries);
      });
    };
    const onOnline = () => {
      window.clearTimeout(timer);
      attempt(1);
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearTimeout(timer);
    };
  }, [pending]);

  if (!pending) return null;
  return (
    <Container size="lg" pt="md">
      <Alert color="orange" variant="light" role="alert" data-testid="sign-out-pending">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{m.sign_out_pending({}, o)}</Text>
          <Button
            size="compact-sm"
            variant="default"
            loading={trying}
            onClick={() => {
              setTrying(true);
              void retry()
                .then((done) => {
                  if (!done) notice.warning(m.sign_out_still_pending({}, o));
                })
                .finally(() => setTrying(false));
            }}
          >
            {m.sign_out_retry({}, o)}
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
