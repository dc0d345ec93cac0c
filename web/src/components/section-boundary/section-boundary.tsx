import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

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
      <Alert
        variant="light"
        color="gray"
        icon={<IconAlertCircle size={18} />}
        data-testid="section-error"
        role="status"
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm">「{this.props.name}」暫時未能顯示，請稍後再試。</Text>
          <Button size="xs" variant="subtle" onClick={() => this.setState({ failed: false })}>
            重試
          </Button>
        </Group>
      </Alert>
    );
  }
}
