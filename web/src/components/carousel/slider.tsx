import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import type { ReactNode } from 'react';
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
  return (
    <Carousel
      aria-label={label}
      aria-roledescription="carousel"
      emblaOptions={sliderOptions}
      slideSize={slideSize}
      slideGap={0}
      withIndicators={withIndicators && slides.length > 1}
      withControls={slides.length > 1}
      classNames={{ root: classes.root, indicator: classes.indicator }}
      previousControlProps={{ 'aria-label': '上一張' }}
      nextControlProps={{ 'aria-label': '下一張' }}
    >
      {slides.map((slide, i) => (
        <Carousel.Slide
          key={slide.key}
          aria-roledescription="slide"
          aria-label={`${i + 1} / ${slides.length}`}
        >
          {slide.content}
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
