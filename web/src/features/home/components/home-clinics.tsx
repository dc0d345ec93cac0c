import { href } from '@portal/shared';
import { useEffect } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/page-state/error-state';
import { setSessionState } from '../../../lib/session/current-session';
import { homeQueries } from '../api/queries';
import { HomeSection } from './home-section';
import { placeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './home.module.css';
import { RecordLink } from '../../../components/record-link/record-link';
import { recordHref } from '../../../lib/page/record-href';

/** The 15 home clinics in rows of 3; hidden unless exactly 15 arrive. */
export function HomeClinics() {
  const o = useMessageOptions();
  const query = useQuery(homeQueries.clinicRows());
  const { data, isPlaceholderData } = query;
  useEffect(() => {
    if (data?.length && !isPlaceholderData) setSessionState({ homeClinics: data.flat() });
  }, [data, isPlaceholderData]);
  const rows = data ?? [];

  if (query.isError) {
    return (
      <HomeSection id="home-clinics" title={m.home_clinics_title({}, o)}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </HomeSection>
    );
  }
  if (query.isSuccess && rows.length === 0) return null;
  return (
    <HomeSection
      id="home-clinics"
      title={m.home_clinics_title({}, o)}
      moreTo={href('hospitalList')}
    >
      <Stack gap="sm" data-testid="home-clinics">
        {query.isPending
          ? [0, 1, 2, 3, 4].map((i) => (
              <div key={i} className={classes.clinicRow}>
                <Skeleton h={64} />
                <Skeleton h={64} />
                <Skeleton h={64} />
              </div>
            ))
          : rows.map((row) => (
              <div key={row.map((c) => c.clinicid).join()} className={classes.clinicRow}>
                {row.map((c, i) => (
                  <RecordLink
                    key={c.clinicid ?? i}
                    to={recordHref('clinicDetail', { clinicId: c.clinicid })}
                    className={classes.clinic}
                  >
                    <Text fw={600} size="sm" lineClamp={2}>
                      {c.clinicname}
                    </Text>
                    <Text size="xs" c="gray.7" lineClamp={1}>
                      {c.districtname ? placeName(c.districtname, o) : null}
                    </Text>
                  </RecordLink>
                ))}
              </div>
            ))}
      </Stack>
    </HomeSection>
  );
}
