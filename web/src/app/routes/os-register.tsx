import { useEffect, useState } from 'react';
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { href } from '@portal/shared';
import {
  lookupClientByPhone,
  sendSignupCode,
  signupQueries,
  uploadDocument,
  useDoctorSignup,
  verifySignupCode,
} from '../../features/doctor-signup/api/queries';
import { DoctorSignupForm } from '../../features/doctor-signup/components/doctor-signup-form';
import { CollectionStatement } from '../../components/collection-statement/collection-statement';
import { QueryState } from '../../components/page-state/query-state';
import { resetFailed } from '../../lib/forms/use-clearing-form';
import { useSession } from '../../lib/session/current-session';
import {
  clearSignupDraft,
  readSignupDraft,
  saveSignupDraft,
  type SignupDraft,
} from '../../features/doctor-signup/lib/signup-draft';
import { preload } from '../../lib/page/route-data';

/** The regions of the practice address field. */
export function loader(args: LoaderFunctionArgs) {
  return preload(args, signupQueries.areas()).then(() => null);
}
import classes from './os-register.module.css';

function useDistricts(regionId: string) {
  return useQuery({ ...signupQueries.areas(regionId), enabled: regionId !== '' }).data;
}

export default function OsRegisterPage() {
  const regions = useQuery(signupQueries.areas());
  const signup = useDoctorSignup();
  const { clientId } = useSession();
  // What was typed before a reload, for its author only. Read after the first render (the
  // server's render, and so the hydrated one, has no tab storage to read).
  const [draft, setDraft] = useState<SignupDraft | null>(null);
  useEffect(() => setDraft(readSignupDraft(clientId)), [clientId]);

  return (
    <Container size="md" py="lg" className={classes.page}>
      <Stack gap="md">
        <Title order={1}>中醫師登記</Title>
        {signup.isSuccess ? (
          <Paper withBorder p="xl">
            <Stack align="center" gap="sm" ta="center" data-testid="signup-success">
              <IconCircleCheck size={56} className={classes.success} />
              <Title order={2}>申請已收到</Title>
              <Text>
                多謝你申請加入香港中醫網。我們會在 5
                個工作天內核實你的註冊資料，並以電郵或電話聯絡你。
              </Text>
              <Text size="sm" c="dimmed">
                申請編號：{signup.data?.applicationid}
              </Text>
              <Button component={Link} to={href('home')} variant="light">
                返回首頁
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            <Text c="dimmed">
              註冊中醫師可在此申請加入香港中醫網，讓病人在網上找到你和預約。請填寫以下資料並上載證明文件，我們審核後會聯絡你。
            </Text>
            <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
              <QueryState query={regions}>
                {(list) => (
                  <DoctorSignupForm
                    key={draft ? 'draft' : 'new'}
                    draft={draft}
                    onChange={(values) => saveSignupDraft(values, clientId)}
                    regions={list}
                    useDistricts={useDistricts}
                    lookupPhone={lookupClientByPhone}
                    sendCode={sendSignupCode}
                    verifyCode={verifySignupCode}
                    upload={uploadDocument}
                    submitting={signup.isPending}
                    error={signup.isError ? signup.error.message : null}
                    onEdit={resetFailed(signup)}
                    onSubmit={(body) => signup.mutate(body, { onSuccess: clearSignupDraft })}
                    statement={
                      <CollectionStatement purpose="處理你的中醫師登記申請及核實你的註冊資料" />
                    }
                  />
                )}
              </QueryState>
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
