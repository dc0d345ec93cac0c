import { Affix, UnstyledButton } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useScrollToTop } from './use-scroll-to-top';
import classes from './scroll-to-top.module.css';

/** Floating button that appears past 10 px of scrolling and smoothly scrolls back to the top. */
export function ScrollToTop() {
  const { visible, scrollToTop } = useScrollToTop();
  if (!visible) return null;
  return (
    <Affix position={{ bottom: 24, right: 16 }}>
      <UnstyledButton
        aria-label="返回頁首"
        className={classes.button}
        onClick={scrollToTop}
        data-testid="scroll-to-top"
      >
        <IconArrowUp size={22} aria-hidden="true" />
      </UnstyledButton>
    </Affix>
  );
}
