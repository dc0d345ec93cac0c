import { Suspense, lazy, useState } from 'react';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import type { ViewerImage } from './image-viewer';
import classes from './image-gallery.module.css';

const ImageViewer = lazy(() => import('./image-viewer').then((m) => ({ default: m.ImageViewer })));

/**
 * The images inline in the page, each at least IMAGE_VIEWER's minimum inline size (see the CSS),
 * opening the full-screen viewer (loaded only when first opened).
 */
export function ImageGallery({ images }: { images: readonly ViewerImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const [used, setUsed] = useState(false);
  const o = useMessageOptions();
  if (images.length === 0) return null;
  return (
    <>
      <div className={classes.grid}>
        {images.map((img, i) => (
          <button
            key={img.src}
            type="button"
            className={classes.thumb}
            onClick={() => {
              setUsed(true);
              setOpen(i);
            }}
            aria-label={m.ui_image_viewer_enlarge({ alt: img.alt }, o)}
          >
            <img src={img.src} alt={img.alt} loading="lazy" width={400} height={300} />
          </button>
        ))}
      </div>
      {used && (
        <Suspense fallback={null}>
          <ImageViewer
            images={images}
            opened={open !== null}
            initialIndex={open ?? 0}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
