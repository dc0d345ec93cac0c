import { href } from '@portal/shared';
import type { ReactNode } from 'react';
import { Avatar, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DoctorSummary } from '@portal/shared';
import { ErrorState } from '../../../components/page-state/error-state';
import { HOME_DOCTORS_SIZE, homeQueries } from '../api/queries';
import { HomeSection } from './home-section';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './home.module.css';
import { RecordLink } from '../../../components/record-link/record-link';
import { recordHref } from '../../../lib/page/record-href';

export interface TopDoctorsProps {
  /** Under each doctor: the page's 最快可約 line. */
  renderExtra?: (doctor: DoctorSummary) => ReactNode;
}

/** Recommended doctors (most answers first). */
export function TopDoctors({ renderExtra }: TopDoctorsProps = {}) {
  const o = useMessageOptions();
  const query = useQuery(homeQueries.doctors());
  return (
    <HomeSection
      id="home-doctors"
      title={m.home_top_doctors_title({}, o)}
      moreTo={href('doctorList')}
      moreLabel={m.home_section_more_doctors({}, o)}
    >
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className={classes.doctorGrid}>
          {query.isPending
            ? Array.from({ length: HOME_DOCTORS_SIZE }, (_, i) => <Skeleton key={i} h={150} />)
            : query.data.map((d, i) => (
                <div key={d.globaluserid ?? i} className={classes.doctor}>
                  <RecordLink
                    to={recordHref('doctorDetail', { doctorId: d.globaluserid })}
                    className={classes.doctorLink}
                  >
                    {d.photo ? (
                      <img
                        className={classes.doctorPhoto}
                        src={d.photo}
                        alt=""
                        width={72}
                        height={72}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : (
                      <Avatar size={72} radius="xl" color="jade">
                        {(d.username ?? '').slice(0, 1)}
                      </Avatar>
                    )}
                    <Text fw={600}>{d.username}</Text>
                    <Text size="xs" c="gray.7">
                      {(d.specialties ?? [])
                        .slice(0, 2)
                        .map((s) => codeName('specialty', s, o))
                        .join(m.doctors_list_separator({}, o)) ||
                        (d.title ? codeName('title', d.title, o) : '')}
                    </Text>
                  </RecordLink>
                  {renderExtra?.(d)}
                </div>
              ))}
        </div>
      )}
    </HomeSection>
  );
}
