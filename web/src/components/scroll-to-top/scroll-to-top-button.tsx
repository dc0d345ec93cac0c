import { Affix, UnstyledButton } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import classes from './scroll-to-top.module.css';

/** The floating button itself (a lazy chunk: no page shows it before the reader scrolls). */
export default function ScrollToTopButton({ onClick }: { onClick: () => void }) {
  const o = useMessageOptions();
  return (
    // Under dialogs and drawers (Mantine's modal layer is 200), which cover it like the page.
    <Affix position={{ bottom: 24, right: 16 }} zIndex={150} className={classes.affix}>
      <UnstyledButton
        aria-label={m.ui_scroll_to_top_label({}, o)}
        className={classes.button}
        onClick={onClick}
        data-testid="scroll-to-top"
      >
        <IconArrowUp size={22} aria-hidden="true" />
      </UnstyledButton>
    </Affix>
  );
}
