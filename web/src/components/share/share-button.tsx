import { useState } from 'react';
import { useHref, useLocation } from 'react-router';
import { Button, Popover, Stack } from '@mantine/core';
import { IconBrandWhatsapp, IconCopy, IconShare } from '@tabler/icons-react';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { notice } from '../../lib/notify/notify';

export interface ShareButtonProps {
  /** What the shared link is called (the page's record). */
  title: string;
}

/** `https://wa.me/?text=…`: WhatsApp (app or web) with the title and link filled in. */
function whatsAppUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

/**
 * 分享: the phone's own share sheet (Web Share API) where the browser has one; elsewhere a menu
 * to copy the link or send it by WhatsApp. Which one is decided on the click, so the server's
 * markup and the first render agree.
 */
export function ShareButton({ title }: ShareButtonProps) {
  const [menu, setMenu] = useState(false);
  const [url, setUrl] = useState('');
  // The page's own address (without a dialog's state in its query), in the script being read.
  const path = useHref(useLocation().pathname);
  const o = useMessageOptions();

  const share = () => {
    const link = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      // A cancelled share sheet rejects: nothing to say.
      navigator.share({ title, url: link }).catch(() => undefined);
      return;
    }
    setUrl(link);
    setMenu((open) => !open);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notice.success(m.ui_share_copied({}, o));
    } catch {
      notice.warning(m.ui_share_copy_failed({ url }, o));
    }
  };

  return (
    <Popover
      opened={menu}
      onClose={() => setMenu(false)}
      position="bottom-end"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconShare size={18} aria-hidden />}
          onClick={share}
          aria-expanded={menu}
          // Beside a long title in a row that does not wrap, the button keeps its own width.
          style={{ flexShrink: 0 }}
        >
          {m.ui_share_button({}, o)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={m.ui_share_menu_label({}, o)}>
        <Stack gap={4}>
          <Button
            variant="subtle"
            justify="flex-start"
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() => void copy()}
          >
            {m.ui_share_copy_link({}, o)}
          </Button>
          <Button
            component="a"
            href={url ? whatsAppUrl(title, url) : undefined}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            justify="flex-start"
            leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
          >
            {m.ui_share_whatsapp({}, o)}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
