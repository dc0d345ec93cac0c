import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { isPhoneLike } from './notice-show';
import { notice } from './notify';

describe('notices', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a 2-second toast on phone-like browsers', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148',
    );
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    expect(isPhoneLike()).toBe(true);
    await notice.success('已儲存');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        message: '已儲存',
        autoClose: 2000,
        withCloseButton: false,
        position: 'top-center',
        'data-kind': 'success',
      }),
    );
  });

  it('shows a standard bubble elsewhere, coloured by kind', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/130',
    );
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    await notice.warning('請先選擇日期');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        message: '請先選擇日期',
        color: 'orange',
        position: 'top-right',
        'data-kind': 'warning',
      }),
    );
    await notice.info('提示');
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ color: 'blue', 'data-kind': 'info' }),
    );
  });
});
