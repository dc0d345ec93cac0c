import { useEffect, useRef, useState } from 'react';
import { Portal, Progress } from '@mantine/core';
import { useNavigation } from 'react-router';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import classes from './route-progress.module.css';

/** How often the bar creeps on while a navigation lasts. */
const STEP_MS = 500;

/** The next width while loading: fast at first, slower as it nears the end, never reaching it. */
function creep(progress: number): number {
  if (progress < 20) return progress + 10;
  if (progress < 50) return progress + 4;
  if (progress < 80) return progress + 2;
  if (progress < 99) return progress + 1;
  return progress;
}

/**
 * The top progress bar while a route (its chunk or loader) is loading. A lazy chunk, loaded when
 * the first navigation starts (root-layout.tsx). Completed only when it was started, so mounting
 * it after that navigation has already ended runs no animation.
 */
export default function RouteProgress() {
  const { state } = useNavigation();
  const running = useRef(false);
  const [progress, setProgress] = useState(0);
  const [shown, setShown] = useState(false);
  const o = useMessageOptions();
  useEffect(() => {
    if (state !== 'idle') {
      running.current = true;
      setShown(true);
      setProgress(creep);
      const timer = window.setInterval(() => setProgress(creep), STEP_MS);
      return () => window.clearInterval(timer);
    }
    if (!running.current) return;
    running.current = false;
    // Fill the bar, fade it out, then empty it for the next navigation.
    setProgress(100);
    const hide = window.setTimeout(() => setShown(false), 50);
    const empty = window.setTimeout(() => setProgress(0), STEP_MS + 50);
    return () => {
      window.clearTimeout(hide);
      window.clearTimeout(empty);
    };
  }, [state]);
  return (
    <Portal>
      <Progress
        aria-label={m.layout_page_loading({}, o)}
        radius={0}
        size={3}
        value={progress}
        classNames={{ root: classes.root, section: classes.section }}
        data-shown={shown || undefined}
      />
    </Portal>
  );
}
