import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export interface BookingModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * The booking picker's dialog on a doctor's page: full screen on a phone. The page mounts it the
 * first time it opens: a closed dialog in a server-rendered page would mount its portal and
 * measure the screen just after hydration, a second render of the whole page for nothing.
 */
export function BookingModal({ opened, onClose, title, children }: BookingModalProps) {
  // Read after mounting, as Mantine does by default: the server cannot know the screen.
  const fullScreen = useMediaQuery('(max-width: 575px)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={fullScreen}
      centered
    >
      {children}
    </Modal>
  );
}
