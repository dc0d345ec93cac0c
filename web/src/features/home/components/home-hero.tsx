import { href } from '@portal/shared';
import { formatCount } from '../../../lib/i18n/format';
import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { KEYWORD_FIELD, submittedKeyword } from '../../../lib/drafts/use-keyword-draft';
import { homeQueries } from '../api/queries';
import classes from './home.module.css';

/** Headline, the doctor search box and the booking-count statistic. */
export function HomeHero() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const stat = useQuery(homeQueries.statistic());
  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <Stack gap="md">
        <div>
          <Title order={1} id="home-title" className={classes.heroTitle}>
            搵中醫、睇中醫，網上預約
          </Title>
          <Text className={classes.heroText}>按地區、專科和語言，找到附近合適的註冊中醫師。</Text>
        </div>
        <form
          role="search"
          aria-label="搜尋醫師"
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
              placeholder="醫師姓名、專長，例如：針灸"
              aria-label="關鍵字"
              name={KEYWORD_FIELD}
              value={keyword}
              onChange={(e) => setKeyword(e.currentTarget.value)}
              maxLength={50}
              leftSection={<IconSearch size={18} />}
            />
            <Button type="submit" size="md" variant="white">
              搜尋
            </Button>
          </Group>
        </form>
        <Text className={classes.stat} aria-live="polite">
          {stat.data && typeof stat.data.bookingcount === 'number' ? (
            <>
              已有 <span className={classes.statNumber}>{formatCount(stat.data.bookingcount)}</span>{' '}
              人次經本網預約
              {typeof stat.data.doctorcount === 'number'
                ? ` · ${stat.data.doctorcount} 位醫師`
                : ''}
              {typeof stat.data.cliniccount === 'number'
                ? ` · ${stat.data.cliniccount} 間診所`
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
