import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { useCallback, type ReactNode } from 'react';
import { slideSize, sliderOptions } from './slider-settings';
import classes from './slider.module.css';

export interface SliderProps {
  slides: readonly { key: string; content: ReactNode }[];
  /** Accessible name of the carousel. */
  label: string;
  withIndicators?: boolean;
}

/**
 * A swipeable carousel (Mantine Carousel on Embla) with the spec's settings: one slide per view and
 * a 300 ms transition. Import it lazily so its CSS and Embla stay out of the first bundle.
 */
export function Slider({ slides, label, withIndicators = true }: SliderProps) {
  // Mantine names the indicator list "Slides" with no prop to change it: renamed once mounted,
  // so a screen reader speaks Chinese throughout.
  const nameIndicators = useCallback((root: HTMLDivElement | null) => {
    root?.querySelector('[role="tablist"]')?.setAttribute('aria-label', '選擇要看的一張');
  }, []);
  return (
    <Carousel
      ref={nameIndicators}
      aria-label={label}
      aria-roledescription="輪播"
      emblaOptions={sliderOptions}
      slideSize={slideSize}
      slideGap={0}
      withIndicators={withIndicators && slides.length > 1}
      withControls={slides.length > 1}
      classNames={{ root: classes.root, indicator: classes.indicator }}
      previousControlProps={{ 'aria-label': '上一張' }}
      nextControlProps={{ 'aria-label': '下一張' }}
      getIndicatorProps={(index) => ({ 'aria-label': `第 ${index + 1} 張` })}
    >
      {slides.map((slide, i) => (
        <Carousel.Slide
          key={slide.key}
          aria-roledescription="項目"
          aria-label={`${i + 1} / ${slides.length}`}
        >
          {slide.content}
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
