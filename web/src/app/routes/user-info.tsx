import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { href } from '@portal/shared';
import { Alert, Button, Paper } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { notice } from '../../lib/notify/notify';
import { resetFailed } from '../../lib/forms/use-clearing-form';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
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
  const o = useMessageOptions();

  return (
    <UserCentreLayout
      title={m.route_user_info_title({}, o)}
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
            {m.route_user_info_edit({}, o)}
          </Button>
        ) : null
      }
    >
      {update.isError ? (
        <Alert color="red" role="alert" title={m.route_user_info_save_failed({}, o)}>
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
                      notice.success(m.route_user_info_updated({}, o));
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
