import { href } from '@portal/shared';
import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Slider } from '../../../components/carousel/slider';
import classes from './home.module.css';

const LABEL = '精選服務';

const SLIDES = [
  {
    key: 'book',
    title: '網上預約，免排隊',
    text: '揀醫師、揀時段，一分鐘完成預約，更可加入手機日曆。',
    cta: '立即預約',
    to: href('doctorList'),
  },
  {
    key: 'ask',
    title: '免費向註冊中醫師提問',
    text: '失眠、胃痛、經痛……把你的問題告訴醫師。',
    cta: '我要提問',
    to: href('askPost'),
  },
  {
    key: 'children',
    title: '兒童成長評估',
    text: '按世界衞生組織標準，看看孩子的身高體重是否理想。',
    cta: '開始評估',
    to: href('children'),
  },
];

const slides: { key: string; content: ReactNode }[] = SLIDES.map((s, i) => ({
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
  return <Slider label={LABEL} slides={slides} />;
}
