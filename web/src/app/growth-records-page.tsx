import { Link, useParams } from 'react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SITE_NAME, formatDateTime, href, type FamilyMember } from '@portal/shared';
import { QueryState } from '../components/page-state/query-state';
import { familyQuery } from '../lib/family/family-members';
import { measurementsQuery } from '../lib/family/family-measurements';
import { GrowthRecords } from '../features/children/components/growth-records';
import { UserCentreLayout } from '../features/user-centre/components/user-centre-layout';
import { useMessageOptions, type MessageOptions } from '../lib/i18n/locale';
import { m } from '../lib/i18n/messages';
import { PrintOnly, Printable, ScreenOnly } from '../features/visits/components/printable';

/** The member's sex as the page says it. */
const sexLabel = (sex: FamilyMember['sex'], o: MessageOptions) =>
  sex === 'M' ? m.route_growth_records_page_sex_m({}, o) : m.route_growth_records_page_sex_f({}, o);

/**
 * 成長紀錄 (`/user/family/:id/growth`): one family member's growth records, linked from each
 * member on 家庭成員. The route names the profile page's module (`page: 'userInfo'`), which loads
 * this one lazily, so the first load's list of page files names no chunk of its own for it.
 */
export default function GrowthRecordsPage() {
  const id = useParams().id ?? '';
  const family = useQuery(familyQuery());
  const member = family.data?.items.find((item) => item.id === id);
  const measurements = useQuery({ ...measurementsQuery(id), enabled: member !== undefined });
  const o = useMessageOptions();

  return (
    <UserCentreLayout
      title={
        member
          ? m.route_growth_records_page_title_named({ name: member.name }, o)
          : m.route_growth_records_page_title({}, o)
      }
      actions={
        <ScreenOnly>
          <Button
            component={Link}
            to={href('family')}
            variant="subtle"
            leftSection={<IconArrowLeft size={16} />}
          >
            {m.route_growth_records_page_family({}, o)}
          </Button>
        </ScreenOnly>
      }
    >
      <Printable flush>
        <PrintOnly>
          <Title order={2} size="h3">
            {m.route_growth_records_page_print_heading(
              { siteName: SITE_NAME, name: member?.name ?? '' },
              o,
            )}
          </Title>
          <Text size="sm">
            {m.route_growth_records_page_printed_on({ date: formatDateTime(Date.now()) }, o)}
          </Text>
        </PrintOnly>
        <QueryState
          query={family}
          isEmpty={(d) => !d.items.some((item) => item.id === id)}
          empty={{
            title: m.route_growth_records_page_not_found({}, o),
            action: (
              <Button component={Link} to={href('family')} variant="light">
                {m.route_growth_records_page_back_to_family({}, o)}
              </Button>
            ),
          }}
        >
          {() =>
            member ? (
              <Stack gap="md">
                <Text size="sm" c="gray.7">
                  {m.route_growth_records_page_member_details(
                    {
                      relation: member.relation,
                      sex: sexLabel(member.sex, o),
                      birthDate: member.birthDate,
                    },
                    o,
                  )}
                </Text>
                <QueryState
                  query={measurements}
                  isEmpty={(d) => d.items.length === 0}
                  empty={{
                    title: m.route_growth_records_page_empty_title({}, o),
                    message: m.route_growth_records_page_empty_message({}, o),
                    action: (
                      <Button component={Link} to={href('childrenHeight')} variant="light">
                        {m.route_growth_records_page_height_tool({}, o)}
                      </Button>
                    ),
                  }}
                >
                  {(d) => <GrowthRecords member={member} items={d.items} />}
                </QueryState>
              </Stack>
            ) : null
          }
        </QueryState>
      </Printable>
    </UserCentreLayout>
  );
}
