import { href } from '@portal/shared';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Doctor } from '@portal/shared';
import { OpeningHours } from '../../../components/opening-hours/opening-hours';
import { PageLoader } from '../../../components/page-state/page-loader';
import { doctorQueries } from '../api/queries';
import { placeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split('\n')
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <Text key={i}>{p}</Text>
        ))}
    </>
  );
}

/** The doctor's biography, training, experience and clinics with their opening hours. */
export function DoctorProfile({ doctor }: { doctor: Doctor }) {
  const o = useMessageOptions();
  const clinics = useQuery(doctorQueries.clinics(doctor.globaluserid));
  const hoursOf = (id: string | undefined) =>
    id ? clinics.data?.find((c) => c.clinicid === id)?.openinghours : undefined;
  // The doctor's record may not list the clinics (a portal extension): then the doctor's clinic
  // list call names them.
  const doctorClinics = doctor.clinics ?? clinics.data ?? [];

  return (
    <Stack gap="lg">
      {doctor.introduce && (
        <section>
          <Title order={2} size="h4" mb="xs">
            {m.doctors_intro({}, o)}
          </Title>
          <Stack gap="xs">
            <Paragraphs text={doctor.introduce} />
          </Stack>
        </section>
      )}
      {(doctor.education || doctor.workexperience) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {doctor.education && (
            <section>
              <Title order={2} size="h4" mb="xs">
                {m.doctors_education({}, o)}
              </Title>
              <Paragraphs text={doctor.education} />
            </section>
          )}
          {doctor.workexperience && (
            <section>
              <Title order={2} size="h4" mb="xs">
                {m.doctors_experience({}, o)}
              </Title>
              <Paragraphs text={doctor.workexperience} />
            </section>
          )}
        </SimpleGrid>
      )}
      <section>
        <Title order={2} size="h4" mb="xs">
          {m.doctors_clinics({}, o)}
        </Title>
        {doctorClinics.length === 0 ? (
          <Text c="gray.7">{m.doctors_no_clinics({}, o)}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {doctorClinics.map((c, i) => {
              const hours = hoursOf(c.clinicid);
              return (
                <Card key={c.clinicid ?? i} withBorder padding="md">
                  <Stack gap={6}>
                    {c.clinicid ? (
                      <Anchor
                        component={Link}
                        to={href('clinicDetail', { clinicId: c.clinicid })}
                        fw={600}
                      >
                        {c.clinicname}
                      </Anchor>
                    ) : (
                      <Text fw={600}>{c.clinicname}</Text>
                    )}
                    <Text size="sm">
                      <IconMapPin size={14} aria-hidden />{' '}
                      {[c.districtname && placeName(c.districtname, o), c.address]
                        .filter(Boolean)
                        .join(' ')}
                    </Text>
                    {c.contacttel && (
                      <Anchor href={`tel:${c.contacttel.replace(/\s/g, '')}`} size="sm">
                        <IconPhone size={14} aria-hidden /> {c.contacttel}
                      </Anchor>
                    )}
                    {clinics.isPending ? (
                      <PageLoader rows={2} />
                    ) : hours ? (
                      <OpeningHours hours={hours} compact ofDoctor />
                    ) : null}
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}
