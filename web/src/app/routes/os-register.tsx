import { useEffect, useState } from 'react';
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { SITE_NAME, href } from '@portal/shared';
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
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

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
  const o = useMessageOptions();
  // What was typed before a reload, for its author only. Read after the first render (the
  // server's render, and so the hydrated one, has no tab storage to read).
  const [draft, setDraft] = useState<SignupDraft | null>(null);
  useEffect(() => setDraft(readSignupDraft(clientId)), [clientId]);

  return (
    <Container size="md" py="lg" className={classes.page}>
      <Stack gap="md">
        <Title order={1}>{m.route_os_register_title({}, o)}</Title>
        {signup.isSuccess ? (
          <Paper withBorder p="xl">
            <Stack align="center" gap="sm" ta="center" data-testid="signup-success">
              <IconCircleCheck size={56} className={classes.success} />
              <Title order={2}>{m.route_os_register_received({}, o)}</Title>
              <Text>{m.route_os_register_thanks({ siteName: SITE_NAME }, o)}</Text>
              <Text size="sm" c="dimmed">
                {m.route_os_register_application_id({ id: signup.data?.applicationid ?? '' }, o)}
              </Text>
              <Button component={Link} to={href('home')} variant="light">
                {m.route_os_register_home({}, o)}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            <Text c="dimmed">{m.route_os_register_intro({ siteName: SITE_NAME }, o)}</Text>
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
                    statement={<CollectionStatement purpose={m.route_os_register_purpose({}, o)} />}
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
