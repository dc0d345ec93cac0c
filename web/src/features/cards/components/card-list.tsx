import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  formatDate,
  type CardStatus,
  type MedicalPlanCard,
  type ServiceCard,
} from '@portal/shared';
import { formatHkd } from './card-usage-table';
import classes from './cards.module.css';

export const CARD_STATUS_TEXT: Record<CardStatus, string> = {
  active: '使用中',
  expired: '已過期',
  used: '已用完',
};
const CARD_STATUS_COLOR: Record<CardStatus, string> = {
  active: 'jade',
  expired: 'gray',
  used: 'gray',
};

interface CardFrameProps {
  name: string;
  clinic: string;
  status: CardStatus;
  startdate: string;
  expiredate: string;
  remaining: string;
  total: string;
  percentLeft: number;
  onOpen: () => void;
}

function CardFrame(p: CardFrameProps) {
  return (
    <Card withBorder padding="md" component="article" data-testid="card-item">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} className={classes.name}>
            {p.name}
          </Text>
          <Badge
            color={CARD_STATUS_COLOR[p.status]}
            c={`${CARD_STATUS_COLOR[p.status]}.9`}
            variant="light"
            className={classes.badge}
          >
            {CARD_STATUS_TEXT[p.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {p.clinic}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            剩餘 <strong>{p.remaining}</strong>
          </Text>
          <Text size="sm" c="dimmed">
            共 {p.total}
          </Text>
        </Group>
        <Progress value={p.percentLeft} aria-label="剩餘比例" />
        <Text size="xs" c="dimmed">
          有效期：{formatDate(p.startdate)} 至 {formatDate(p.expiredate)}
        </Text>
        <Button variant="light" size="xs" onClick={p.onOpen} w="fit-content">
          使用記錄
        </Button>
      </Stack>
    </Card>
  );
}

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.max(0, Math.min(100, (part / whole) * 100)) : 0;
}

export function PlanCardList({
  cards,
  onOpen,
}: {
  cards: MedicalPlanCard[];
  onOpen: (card: MedicalPlanCard) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {cards.map((c) => {
        const left = Math.max(0, c.totaltimes - c.usedtimes);
        return (
          <CardFrame
            key={c.medicalplanitemid}
            name={c.planname}
            clinic={c.clinicname}
            status={c.status}
            startdate={c.startdate}
            expiredate={c.expiredate}
            remaining={`${left} 次`}
            total={`${c.totaltimes} 次`}
            percentLeft={percent(left, c.totaltimes)}
            onOpen={() => onOpen(c)}
          />
        );
      })}
    </SimpleGrid>
  );
}

export function ServiceCardList({
  cards,
  onOpen,
}: {
  cards: ServiceCard[];
  onOpen: (card: ServiceCard) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {cards.map((c) => (
        <CardFrame
          key={c.clientservicecardid}
          name={c.cardname}
          clinic={c.clinicname}
          status={c.status}
          startdate={c.startdate}
          expiredate={c.expiredate}
          remaining={formatHkd(c.balance)}
          total={formatHkd(c.totalamount)}
          percentLeft={percent(c.balance, c.totalamount)}
          onOpen={() => onOpen(c)}
        />
      ))}
    </SimpleGrid>
  );
}
