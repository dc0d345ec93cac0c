import { Link, useParams } from 'react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SITE_NAME, formatDateTime, href } from '@portal/shared';
import { QueryState } from '../components/page-state/query-state';
import { familyQuery } from '../lib/family/family-members';
import { measurementsQuery } from '../lib/family/family-measurements';
import { GrowthRecords } from '../features/children/components/growth-records';
import { UserCentreLayout } from '../features/user-centre/components/user-centre-layout';
import { PrintOnly, Printable, ScreenOnly } from '../features/visits/components/printable';

const SEX = { M: '男', F: '女' } as const;

/**
 * 成長紀錄 (`/user/family/:id/growth`): one family member's growth records, linked from each
 * member on 家庭成員. The route names the profile page's module (`page: 'userInfo'`), which loads
 * this one lazily, so the first load's list of page files names no chunk of its own for it.
 */
export default function GrowthRecordsPage() {
  const id = useParams().id ?? '';
  const family = useQuery(familyQuery());
  const member = family.data?.items.find((m) => m.id === id);
  const measurements = useQuery({ ...measurementsQuery(id), enabled: member !== undefined });

  return (
    <UserCentreLayout
      title={member ? `${member.name}的成長紀錄` : '成長紀錄'}
      actions={
        <ScreenOnly>
          <Button
            component={Link}
            to={href('family')}
            variant="subtle"
            leftSection={<IconArrowLeft size={16} />}
          >
            家庭成員
          </Button>
        </ScreenOnly>
      }
    >
      <Printable flush>
        <PrintOnly>
          <Title order={2} size="h3">
            {SITE_NAME}：{member?.name ?? ''}的成長紀錄
          </Title>
          <Text size="sm">列印日期：{formatDateTime(Date.now())}</Text>
        </PrintOnly>
        <QueryState
          query={family}
          isEmpty={(d) => !d.items.some((m) => m.id === id)}
          empty={{
            title: '找不到這位家庭成員，可能已被移除。',
            action: (
              <Button component={Link} to={href('family')} variant="light">
                返回家庭成員
              </Button>
            ),
          }}
        >
          {() =>
            member ? (
              <Stack gap="md">
                <Text size="sm" c="gray.7">
                  {member.relation}・{SEX[member.sex]}・出生日期 {member.birthDate}
                </Text>
                <QueryState
                  query={measurements}
                  isEmpty={(d) => d.items.length === 0}
                  empty={{
                    title: '還沒有成長紀錄。',
                    message: '在兒童成長工具計算身高、體重或頭圍後，可把結果儲存到這裏。',
                    action: (
                      <Button component={Link} to={href('childrenHeight')} variant="light">
                        前往兒童身高評估
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
