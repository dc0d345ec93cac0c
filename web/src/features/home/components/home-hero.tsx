import { href } from '@portal/shared';
import { formatCount } from '../../../lib/i18n/format';
import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { KEYWORD_FIELD, submittedKeyword } from '../../../lib/drafts/use-keyword-draft';
import { homeQueries } from '../api/queries';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './home.module.css';

/** Stands for the booking count in its sentence, where the number is set apart in a span. */
const NUMBER_SLOT = '\u0000';

/** Headline, the doctor search box and the booking-count statistic. */
export function HomeHero() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const stat = useQuery(homeQueries.statistic());
  const o = useMessageOptions();
  const [bookingsBefore, bookingsAfter] = m
    .home_hero_bookings({ number: NUMBER_SLOT }, o)
    .split(NUMBER_SLOT);
  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <Stack gap="md">
        <div>
          <Title order={1} id="home-title" className={classes.heroTitle}>
            {m.home_hero_title({}, o)}
          </Title>
          <Text className={classes.heroText}>{m.home_hero_text({}, o)}</Text>
        </div>
        <form
          role="search"
          aria-label={m.home_hero_search_label({}, o)}
          className={classes.search}
          // Before the app has loaded, the browser sends the search itself.
          action={href('doctorList', {})}
          onSubmit={(e) => {
            e.preventDefault();
            const typed = submittedKeyword(e.currentTarget, keyword);
            navigate(href('doctorList', {}, { keyword: typed || undefined }));
          }}
        >
          <Group gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              size="md"
              placeholder={m.home_hero_search_placeholder({}, o)}
              aria-label={m.home_hero_keyword_label({}, o)}
              name={KEYWORD_FIELD}
              value={keyword}
              onChange={(e) => setKeyword(e.currentTarget.value)}
              maxLength={50}
              leftSection={<IconSearch size={18} />}
            />
            <Button type="submit" size="md" variant="white">
              {m.home_hero_search_submit({}, o)}
            </Button>
          </Group>
        </form>
        <Text className={classes.stat} aria-live="polite">
          {stat.data && typeof stat.data.bookingcount === 'number' ? (
            <>
              {bookingsBefore}
              <span className={classes.statNumber}>{formatCount(stat.data.bookingcount)}</span>
              {bookingsAfter}
              {typeof stat.data.doctorcount === 'number'
                ? ` · ${m.home_hero_doctors({ count: stat.data.doctorcount }, o)}`
                : ''}
              {typeof stat.data.cliniccount === 'number'
                ? ` · ${m.home_hero_clinics({ count: stat.data.cliniccount }, o)}`
                : ''}
            </>
          ) : (
            '\u00a0'
          )}
        </Text>
      </Stack>
    </section>
  );
}
