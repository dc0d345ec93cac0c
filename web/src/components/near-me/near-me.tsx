/**
 * 按距離排序 on the list pages (doctors, clinics): the reader's position, asked for only when
 * they press the button, kept in the page (never in the address, never stored), and the button
 * that asks for it or goes back to the list's own order.
 */
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import type { Point } from '@portal/shared';
import { locate } from '../../lib/browser/locate';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { notice } from '../../lib/notify/notify';

export interface NearMe {
  /** The reader's position once they chose 按距離排序, else null. */
  here: Point | null;
  locating: boolean;
  /** Asks the browser for the position; `onLocated` runs once it is known (e.g. back to page 1). */
  sortByDistance: () => Promise<void>;
  reset: () => void;
}

export function useNearMe(onLocated: () => void): NearMe {
  const [here, setHere] = useState<Point | null>(null);
  const [locating, setLocating] = useState(false);
  const o = useMessageOptions();
  const sortByDistance = async () => {
    setLocating(true);
    try {
      setHere(await locate());
      onLocated();
    } catch {
      notice.warning(m.locate_failed({}, o));
    } finally {
      setLocating(false);
    }
  };
  return { here, locating, sortByDistance, reset: () => setHere(null) };
}

/** 按距離排序, or 回復原有次序 while the list is in order of distance. */
export function NearMeButton({ nearMe }: { nearMe: NearMe }) {
  const o = useMessageOptions();
  if (nearMe.here) {
    return (
      <Button variant="subtle" size="compact-sm" onClick={nearMe.reset}>
        {m.ui_near_me_reset({}, o)}
      </Button>
    );
  }
  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<IconCurrentLocation size={16} />}
      loading={nearMe.locating}
      onClick={() => void nearMe.sortByDistance()}
    >
      {m.ui_near_me_sort({}, o)}
    </Button>
  );
}
