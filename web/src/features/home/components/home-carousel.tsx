import { href } from '@portal/shared';
import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Slider } from '../../../components/carousel/slider';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './home.module.css';

/** The slides' text in the render's locale, like the header's `navItems(o)`. */
const slideTexts = (o: MessageOptions) => [
  {
    key: 'book',
    title: m.home_slide_book_title({}, o),
    text: m.home_slide_book_text({}, o),
    cta: m.home_slide_book_cta({}, o),
    to: href('doctorList'),
  },
  {
    key: 'ask',
    title: m.home_slide_ask_title({}, o),
    text: m.home_slide_ask_text({}, o),
    cta: m.home_slide_ask_cta({}, o),
    to: href('askPost'),
  },
  {
    key: 'children',
    title: m.home_slide_children_title({}, o),
    text: m.home_slide_children_text({}, o),
    cta: m.home_slide_children_cta({}, o),
    to: href('children'),
  },
];

const slides = (o: MessageOptions): { key: string; content: ReactNode }[] =>
  slideTexts(o).map((s, i) => ({
    key: s.key,
    content: (
      <div className={classes.slide} data-tone={i % 3}>
        <Text className={classes.slideTitle}>{s.title}</Text>
        <Text size="sm">{s.text}</Text>
        <div>
          <Button component={Link} to={s.to} size="xs" mt={4}>
            {s.cta}
          </Button>
        </div>
      </div>
    ),
  }));

/** The home banner carousel: every slide in the first view, swipeable before any script runs. */
export function HomeCarousel() {
  const o = useMessageOptions();
  return <Slider label={m.home_carousel_label({}, o)} slides={slides(o)} />;
}
