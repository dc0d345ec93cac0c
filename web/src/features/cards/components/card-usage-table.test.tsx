import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CardUsage } from '@portal/shared';
import { render } from '@test-utils/render';
import { CardUsageTable } from './card-usage-table';

const usages: CardUsage[] = [
  {
    usageid: 'U1',
    usedate: '2026-10-02',
    clinicname: '仁心中醫診所',
    doctorname: '李志明',
    item: '針灸',
    times: 1,
    amount: 350,
  },
  {
    usageid: 'U2',
    usedate: '2026-10-09',
    clinicname: '仁心中醫診所',
    doctorname: '李志明',
    item: '推拿',
    times: 2,
    amount: 1280.5,
  },
];

describe('CardUsageTable', () => {
  it('lists plan card uses in times with their total', () => {
    render(<CardUsageTable kind="plan" usages={usages} />);
    const table = screen.getByRole('table', { name: '使用記錄' });
    expect(within(table).getByRole('columnheader', { name: '使用次數' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    // header, two uses, footer
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('針灸')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1 次')).toBeInTheDocument();
    expect(screen.getByTestId('usage-total')).toHaveTextContent('3 次');
  });

  it('lists service card uses in HKD with their total', () => {
    render(<CardUsageTable kind="service" usages={usages} />);
    expect(screen.getByRole('columnheader', { name: '扣減金額' })).toBeInTheDocument();
    expect(screen.getByText('HK$350')).toBeInTheDocument();
    expect(screen.getByText('HK$1,280.50')).toBeInTheDocument();
    expect(screen.getByTestId('usage-total')).toHaveTextContent('HK$1,630.50');
  });

  it('says so when a card has not been used', () => {
    render(<CardUsageTable kind="plan" usages={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('這張卡暫時未有使用記錄。')).toBeInTheDocument();
  });
});
