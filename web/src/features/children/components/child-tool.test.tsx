import { describe, expect, it, afterEach } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChildHealthResult } from '@portal/shared';
import { mockCalls } from '@test-utils/mock-calls';
import { render } from '@test-utils/render';
import { ChildTool } from './child-tool';

afterEach(() => {
  sessionStorage.clear();
});

describe('ChildTool', () => {
  it('shows clear messages and sends nothing while the form is incomplete', async () => {
    const api = mockCalls({});
    render(<ChildTool measure="head_circ" />);
    fireEvent.click(screen.getByRole('button', { name: '計算' }));
    expect(await screen.findByText('請選擇性別')).toBeInTheDocument();
    expect(screen.getByText('請輸入出生日期')).toBeInTheDocument();
    expect(screen.getByText('請輸入頭圍')).toBeInTheDocument();
    expect(api.requests()).toEqual([]);
  });

  it('keeps the sex and age for the next tool, and refuses 15 months with a message', async () => {
    const api = mockCalls({});
    const first = render(<ChildTool measure="height" />);
    fireEvent.click(screen.getByLabelText('女孩'));
    fireEvent.click(screen.getByText('年齡', { selector: 'span' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /^個月/ }), {
      target: { value: '15' },
    });
    fireEvent.click(screen.getByRole('button', { name: '計算' }));
    expect(await screen.findByText('月數須為 0 至 11 的整數')).toBeInTheDocument();
    expect(api.requests()).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: /^個月/ }), { target: { value: '6' } });
    first.unmount();

    render(<ChildTool measure="weight" />);
    await waitFor(() => expect(screen.getByLabelText('女孩')).toBeChecked());
    expect(screen.getByRole('textbox', { name: /^個月/ })).toHaveValue('6');
    // A 6-month-old needs no 歲: only the weight is asked for.
    fireEvent.click(screen.getByRole('button', { name: '計算' }));
    expect(await screen.findByText('請輸入體重')).toBeInTheDocument();
    expect(screen.queryByText(/請輸入年齡/)).toBeNull();
  });

  it('clears an error as soon as it is fixed, also when another field fixes it', async () => {
    mockCalls({});
    render(<ChildTool measure="bmi" />);
    fireEvent.click(screen.getByLabelText('女孩'));
    fireEvent.click(screen.getByText('年齡', { selector: 'span' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /^歲/ }), {
      target: { value: '4' },
    });
    const height = screen.getByRole('textbox', { name: /^身高/ });
    // 19 kg at 50 cm is a BMI of 76: the weight is flagged, though the height is the mistake.
    fireEvent.change(height, { target: { value: '50' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^體重/ }), { target: { value: '19' } });
    fireEvent.click(screen.getByRole('button', { name: '計算' }));
    expect(await screen.findByText(/BMI 為 76/)).toBeInTheDocument();
    fireEvent.change(height, { target: { value: '110' } });
    await waitFor(() => expect(screen.queryByText(/BMI 為 76/)).toBeNull());
  });

  it('asks for height and weight on the BMI tool and sends the computed BMI', async () => {
    const api = mockCalls({
      calcChildHealth: {
        measuretype: 'bmi',
        agemonths: 48,
        value: 15.7,
        hasreference: true,
        zscore: 0.1,
        percentile: 54,
        band: 'normal',
        bandtext: '在常見範圍內。',
        reference: 'WHO Child Growth Standards (2006)',
        category: '可能有超重風險',
        categorysource: '分類按世界衞生組織《兒童生長標準》（2006）對 5 歲以下兒童的界定',
        centiles: [],
      } as ChildHealthResult,
    });
    render(<ChildTool measure="bmi" />);
    fireEvent.click(screen.getByLabelText('躺着量'));
    fireEvent.click(screen.getByLabelText('女孩'));
    fireEvent.click(screen.getByText('年齡', { selector: 'span' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /^歲/ }), {
      target: { value: '4' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^身高/ }), { target: { value: '110' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^體重/ }), { target: { value: '19' } });
    fireEvent.click(screen.getByRole('button', { name: '計算' }));
    await waitFor(() => expect(api.requests('calcChildHealth')).toHaveLength(1));
    expect(api.requests('calcChildHealth')[0]!.body).toMatchObject({
      sex: 'F',
      measuretype: 'bmi',
      agemonths: 48,
      value: 15.7,
      height: 110,
      position: 'lying',
    });
    expect(await screen.findByTestId('child-percentile')).toHaveTextContent('第 54');
    expect(screen.getByTestId('child-band')).toHaveTextContent('可能有超重風險');
    expect(screen.getByTestId('child-reference')).toHaveTextContent('WHO');
    expect(screen.getByTestId('child-reference')).toHaveTextContent('5 歲以下兒童的界定');
  });

  function answer(data: Partial<ChildHealthResult>) {
    mockCalls({
      calcChildHealth: {
        measuretype: 'height',
        agemonths: 36,
        hasreference: true,
        reference: 'WHO',
        centiles: [],
        ...data,
      } as ChildHealthResult,
    });
  }

  async function fillHeight(value: string) {
    fireEvent.click(screen.getByLabelText('男孩'));
    fireEvent.click(screen.getByText('年齡', { selector: 'span' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /^歲/ }), {
      target: { value: '3' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^身高/ }), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: '計算' }));
  }

  it('asks to check the measurement instead of printing a percentile when |z| > 5', async () => {
    answer({
      value: 60,
      zscore: -9.7,
      percentile: 0,
      band: 'very_low',
      bandtext: '身高低於第 1 百分位',
    });
    render(<ChildTool measure="height" />);
    await fillHeight('60');
    expect(await screen.findByTestId('child-check-value')).toHaveTextContent('請檢查量度數值');
    expect(screen.queryByTestId('child-percentile')).toBeNull();
    expect(screen.queryByText(/第 0 百分位/)).toBeNull();
  });

  it('says below the 0.1st percentile, never the 0th', async () => {
    answer({ value: 82, zscore: -3.4, percentile: 0.03, band: 'very_low', bandtext: '偏低' });
    render(<ChildTool measure="height" />);
    await fillHeight('82');
    expect(await screen.findByTestId('child-percentile')).toHaveTextContent('低於第 0.1 百分位');
  });

  it('clears the previous result when the new input has an error', async () => {
    answer({ value: 96, zscore: 0, percentile: 50, band: 'normal', bandtext: '正常' });
    render(<ChildTool measure="height" />);
    await fillHeight('96');
    expect(await screen.findByTestId('child-result')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /^身高/ }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '計算' }));
    expect(await screen.findByText('請輸入身高')).toBeInTheDocument();
    expect(screen.queryByTestId('child-result')).toBeNull();
  });
});
