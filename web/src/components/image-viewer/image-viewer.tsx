import { useCallback, useEffect, useRef, useState } from 'react';
import { ActionIcon, Group, Modal, Text, Tooltip } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import {
  IconArrowBackUp,
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPause,
  IconPlayerPlay,
  IconRotate,
  IconRotateClockwise,
  IconX,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import {
  TransformComponent,
  TransformWrapper,
  type ReactZoomPanPinchContentRef,
} from 'react-zoom-pan-pinch';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import {
  IMAGE_VIEWER,
  initialImageSize,
  rotateQuarter,
  viewerTransformProps,
  type Size,
} from './viewer-settings';
import classes from './image-viewer.module.css';

export interface ViewerImage {
  src: string;
  alt: string;
}

export interface ImageViewerProps {
  images: readonly ViewerImage[];
  opened: boolean;
  /** Image shown first. */
  initialIndex?: number;
  onClose: () => void;
}

/**
 * Full-screen image viewer: zoom (wheel, buttons, pinch, double tap), pan, rotate, previous/next
 * (buttons and arrow keys), a slideshow every 5 s and Esc to close. Settings from `IMAGE_VIEWER`
 * (viewer-settings.ts).
 */
export function ImageViewer({ images, opened, initialIndex = 0, onClose }: ImageViewerProps) {
  const [index, setIndex] = useState(initialIndex);
  const [turns, setTurns] = useState(0);
  const [natural, setNatural] = useState<Size | null>(null);
  const [playing, setPlaying] = useState(false);
  const transform = useRef<ReactZoomPanPinchContentRef | null>(null);
  const viewport = useViewportSize();
  const count = images.length;
  const o = useMessageOptions();

  useEffect(() => {
    if (opened) setIndex(Math.min(Math.max(initialIndex, 0), Math.max(count - 1, 0)));
    else setPlaying(false);
  }, [opened, initialIndex, count]);

  const show = useCallback(
    (next: number) => {
      if (count === 0) return;
      setIndex(((next % count) + count) % count);
      setTurns(0);
      setNatural(null);
      transform.current?.resetTransform(0);
    },
    [count],
  );

  const advance = useRef(() => {});
  advance.current = () => show(index + 1);
  useEffect(() => {
    if (!playing || !opened) return;
    const timer = window.setInterval(() => advance.current(), IMAGE_VIEWER.slideshowIntervalMs);
    return () => window.clearInterval(timer);
  }, [playing, opened]);

  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') show(index - 1);
      else if (event.key === 'ArrowRight') show(index + 1);
      else if (event.key === '+' || event.key === '=')
        void transform.current?.zoomIn(IMAGE_VIEWER.zoomStep);
      else if (event.key === '-') void transform.current?.zoomOut(IMAGE_VIEWER.zoomStep);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, index, show]);

  const image = images[index];
  const stage = { width: viewport.width || 1024, height: (viewport.height || 768) - 120 };
  const oriented =
    natural && turns % 2 === 1 ? { width: natural.height, height: natural.width } : natural;
  const fitted = oriented ? initialImageSize(oriented, stage) : null;
  const size = fitted && turns % 2 === 1 ? { width: fitted.height, height: fitted.width } : fitted;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      withCloseButton={false}
      zIndex={IMAGE_VIEWER.zIndex}
      padding={0}
      transitionProps={{ duration: 0 }}
      aria-label={m.ui_image_viewer_label({}, o)}
      classNames={{ body: classes.body }}
    >
      <div className={classes.topbar}>
        <Text className={classes.caption} size="sm">
          {image?.alt} {count > 1 ? m.ui_image_viewer_position({ n: index + 1, count }, o) : ''}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size="lg"
          onClick={onClose}
          aria-label={m.ui_image_viewer_close({}, o)}
        >
          <IconX />
        </ActionIcon>
      </div>
      <div className={classes.stage} data-testid="image-viewer-stage">
        {count > 1 && (
          <>
            {/* Centred by a wrapper: the button's own transform is Mantine's press effect, and
                replacing it on press moved the button from under the pointer (no click). */}
            <div className={`${classes.nav} ${classes.prev}`}>
              <ActionIcon
                variant="filled"
                color="dark"
                size="xl"
                radius="xl"
                onClick={() => show(index - 1)}
                aria-label={m.ui_image_viewer_previous({}, o)}
              >
                <IconChevronLeft />
              </ActionIcon>
            </div>
            <div className={`${classes.nav} ${classes.next}`}>
              <ActionIcon
                variant="filled"
                color="dark"
                size="xl"
                radius="xl"
                onClick={() => show(index + 1)}
                aria-label={m.ui_image_viewer_next({}, o)}
              >
                <IconChevronRight />
              </ActionIcon>
            </div>
          </>
        )}
        <TransformWrapper key={index} {...viewerTransformProps} ref={transform}>
          <TransformComponent wrapperClass={classes.wrapper} contentClass={classes.content}>
            {image && (
              <img
                src={image.src}
                alt={image.alt}
                className={classes.image}
                data-rotate={turns}
                width={size?.width}
                height={size?.height}
                draggable={false}
                onLoad={(e) =>
                  setNatural({
                    width: e.currentTarget.naturalWidth,
                    height: e.currentTarget.naturalHeight,
                  })
                }
              />
            )}
          </TransformComponent>
        </TransformWrapper>
      </div>
      <Group className={classes.toolbar} gap="xs">
        <ToolButton
          label={m.ui_image_viewer_zoom_out({}, o)}
          onClick={() => transform.current?.zoomOut(IMAGE_VIEWER.zoomStep)}
        >
          <IconZoomOut />
        </ToolButton>
        <ToolButton
          label={m.ui_image_viewer_zoom_in({}, o)}
          onClick={() => transform.current?.zoomIn(IMAGE_VIEWER.zoomStep)}
        >
          <IconZoomIn />
        </ToolButton>
        <ToolButton
          label={m.ui_image_viewer_rotate_left({}, o)}
          onClick={() => setTurns((t) => rotateQuarter(t, -1))}
        >
          <IconRotate />
        </ToolButton>
        <ToolButton
          label={m.ui_image_viewer_rotate_right({}, o)}
          onClick={() => setTurns((t) => rotateQuarter(t, 1))}
        >
          <IconRotateClockwise />
        </ToolButton>
        <ToolButton
          label={m.ui_image_viewer_reset({}, o)}
          onClick={() => {
            setTurns(0);
            transform.current?.resetTransform();
          }}
        >
          <IconArrowBackUp />
        </ToolButton>
        {count > 1 && (
          <ToolButton
            label={playing ? m.ui_image_viewer_stop({}, o) : m.ui_image_viewer_play({}, o)}
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? <IconPlayerPause /> : <IconPlayerPlay />}
          </ToolButton>
        )}
      </Group>
    </Modal>
  );
}

function ToolButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label} zIndex={IMAGE_VIEWER.zIndex + 1}>
      <ActionIcon variant="light" color="gray.0" size="lg" onClick={onClick} aria-label={label}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
