import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

export interface SectionBoundaryProps {
  /** What the section shows, for the notice (e.g. 「相關資訊」). */
  name: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a failing secondary block (related news, a doctor's clinics, ...) from taking the whole
 * page down: the block is replaced by a short notice with a retry, and the rest of the page stays.
 * A record from the portal API that lacks a field the block expected is the usual cause.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`section "${this.props.name}" failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <SectionFailed name={this.props.name} onRetry={() => this.setState({ failed: false })} />
    );
  }
}

/** The notice in place of the failed block (a function component: it takes the render's locale). */
function SectionFailed({ name, onRetry }: { name: string; onRetry: () => void }) {
  const o = useMessageOptions();
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconAlertCircle size={18} />}
      data-testid="section-error"
      role="status"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{m.ui_section_boundary_failed({ name }, o)}</Text>
        <Button size="xs" variant="subtle" onClick={onRetry}>
          {m.ui_section_boundary_retry({}, o)}
        </Button>
      </Group>
    </Alert>
  );
}
