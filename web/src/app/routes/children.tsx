import { Container, Stack } from '@mantine/core';
import { Outlet, useOutlet } from 'react-router';
import { ChildrenIntro } from '../../features/children/components/children-intro';
import { ToolNav } from '../../features/children/components/tool-nav';

/** /children: the intro, or (on /children/<tool>) the tool menu and the chosen tool. */
export default function ChildrenPage() {
  const outlet = useOutlet();
  return (
    <Container size="lg" py="lg">
      {outlet ? (
        <Stack gap="md">
          <ToolNav />
          <Outlet />
        </Stack>
      ) : (
        <ChildrenIntro />
      )}
    </Container>
  );
}
