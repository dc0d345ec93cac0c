import { Button, Group, Paper, Text } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useState } from 'react';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { acceptAnonymousSaved } from '../../../lib/saved/saved-actions';
import { useAnonymousExtras } from '../../../lib/saved/saved-list';
import { useSession } from '../../../lib/session/current-session';
import classes from './saved-list.module.css';
import { useAccountSavedSync } from '../../../lib/saved/saved-account';

/** sessionStorage: the client said no to the offer in this tab (it is not asked again). */
const DECLINED_KEY = 'portal.saved.declined';

function declinedBy(): string {
  try {
    return window.sessionStorage.getItem(DECLINED_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * After login, the doctors and clinics saved on this device without an account are offered to
 * the account, never added silently: on a shared computer they may be someone else's. Declining
 * leaves them with the device's anonymous list.
 */
export default function SavedMergeOffer() {
  useAccountSavedSync();
  const o = useMessageOptions();
  const extras = useAnonymousExtras();
  const { clientId } = useSession();
  const [declined, setDeclined] = useState(declinedBy);
  if (extras.length === 0 || !clientId || declined === clientId) return null;
  const names = extras
    .slice(0, 3)
    .map((i) => i.name)
    .join(m.saved_items_name_separator({}, o));
  const decline = () => {
    try {
      window.sessionStorage.setItem(DECLINED_KEY, clientId);
    } catch {
      // Storage blocked: the offer is hidden for this page only.
    }
    setDeclined(clientId);
  };
  return (
    <Paper
      withBorder
      p="sm"
      className={classes.offer}
      role="region"
      aria-label={m.saved_items_offer_label({}, o)}
      data-testid="saved-merge-offer"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconHeart size={20} stroke={1.6} aria-hidden className={classes.offerIcon} />
        <Text size="sm">
          {extras.length > 3
            ? m.saved_items_offer_more({ count: extras.length, names }, o)
            : m.saved_items_offer({ count: extras.length, names }, o)}
        </Text>
      </Group>
      <Group gap="xs" justify="flex-end" mt="xs">
        <Button size="xs" variant="default" onClick={decline}>
          {m.saved_items_offer_decline({}, o)}
        </Button>
        <Button size="xs" onClick={() => void acceptAnonymousSaved()}>
          {m.saved_items_offer_accept({}, o)}
        </Button>
      </Group>
    </Paper>
  );
}
