import { describe, expect, it, vi, afterEach } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '../../../../test-utils/render';
import { ChildTool } from './child-tool';

afterEach(() => vi.unstubAllGlobals());

describe('ChildTool', () => {
  it('shows clear messages and sends nothing while the form is incomplete', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<ChildTool measure="head_circ" />);
    fireEvent.click(screen.getByRole('button', { name: '計算' }));
    expect(await screen.findByText('請選擇性別')).toBeInTheDocument();
    expect(screen.getByText('請輸入出生日期')).toBeInTheDocument();
    expect(screen.getByText('請輸入頭圍')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for height and weight on the BMI tool and sends the computed BMI', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        code: 200,
        msg: 'ok',
        data: {
          measuretype: 'bmi',
          agemonths: 48,
          value: 15.7,
          hasreference: true,
          zscore: 0.1,
          percentile: 54,
          band: 'normal',
          bandtext: '在常見範圍內。',
          reference: 'WHO Child Growth Standards (2006)',
          centiles: [],
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ChildTool measure="bmi" />);
    fireEvent.click(screen.getByLabelText('女孩'));
    fireEvent.click(screen.getByText('年齡', { selector: 'span' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /^歲/ }), {
      target: { value: '4' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^身高/ }), { target: { value: '110' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^體重/ }), { target: { value: '19' } });
    fireEvent.click(screen.getByRole('button', { name: '計算' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toMatchObject({
      sex: 'F',
      measuretype: 'bmi',
      agemonths: 48,
      value: 15.7,
    });
    expect(await screen.findByTestId('child-percentile')).toHaveTextContent('第 54');
    expect(screen.getByTestId('child-reference')).toHaveTextContent('WHO');
  });
});
