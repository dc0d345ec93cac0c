import { useState } from 'react';
import { Alert, Button, Paper } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { notice } from '../../lib/notify';
import { resetFailed } from '../../lib/use-clearing-form';
import { uploadAvatar, useUpdateProfile } from '../../features/user-centre/api/mutations';
import { userCentreQueries } from '../../features/user-centre/api/queries';
import { ProfileForm } from '../../features/user-centre/components/profile-form';
import { ProfileView } from '../../features/user-centre/components/profile-view';
import { QueryState } from '../../components/page-state/query-state';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';

export default function UserInfoPage() {
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
    </UserCentreLayout>
  );
}
