import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { href } from '@portal/shared';
import { Alert, Button, Paper } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { notice } from '../../lib/notify/notify';
import { resetFailed } from '../../lib/forms/use-clearing-form';
import { uploadAvatar, useUpdateProfile } from '../../features/user-centre/api/mutations';
import { userCentreQueries } from '../../features/user-centre/api/queries';
import { ProfileForm } from '../../features/user-centre/components/profile-form';
import { ProfileView } from '../../features/user-centre/components/profile-view';
import { QueryState } from '../../components/page-state/query-state';
import { PageLoader } from '../../components/page-state/page-loader';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';

const FamilyPage = lazy(() => import('../family-page'));
const GrowthRecordsPage = lazy(() => import('../growth-records-page'));
const ReminderEmailSection = lazy(
  () => import('../../features/user-centre/components/reminder-email-section'),
);

/**
 * `/user/userInfo`, and the module of 家庭成員, a member's 成長紀錄 and 我的資料 too
 * (`page: 'userInfo'`), whose pages load on their own (app/family-page.tsx,
 * app/growth-records-page.tsx).
 */
export default function UserInfoPage() {
  const { pathname } = useLocation();
  if (pathname.startsWith(`${href('family')}/`)) {
    return (
      <Suspense fallback={<PageLoader />}>
        <GrowthRecordsPage />
      </Suspense>
    );
  }
  if (pathname === href('family') || pathname === href('myData')) {
    return (
      <Suspense fallback={<PageLoader />}>
        <FamilyPage />
      </Suspense>
    );
  }
  return <ProfilePage />;
}

function ProfilePage() {
  const query = useQuery(userCentreQueries.profile());
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();

  return (
    <UserCentreLayout
      title="個人資料"
      actions={
        !editing && query.data ? (
          <Button
            variant="light"
            leftSection={<IconEdit size={16} />}
            onClick={() => {
              update.reset();
              setEditing(true);
            }}
          >
            編輯資料
          </Button>
        ) : null
      }
    >
      {update.isError ? (
        <Alert color="red" role="alert" title="未能儲存">
          {update.error.message}
        </Alert>
      ) : null}
      <QueryState query={query}>
        {(info) => (
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            {editing ? (
              <ProfileForm
                info={info}
                saving={update.isPending}
                uploadAvatar={uploadAvatar}
                onCancel={() => {
                  update.reset();
                  setEditing(false);
                }}
                onEdit={resetFailed(update)}
                onSubmit={(values) =>
                  update.mutate(values, {
                    onSuccess: () => {
                      setEditing(false);
                      notice.success('個人資料已更新。');
                    },
                  })
                }
              />
            ) : (
              <ProfileView info={info} />
            )}
          </Paper>
        )}
      </QueryState>
      <Suspense fallback={null}>
        <ReminderEmailSection />
      </Suspense>
    </UserCentreLayout>
  );
}
