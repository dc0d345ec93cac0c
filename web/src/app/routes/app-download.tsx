import { Button, Group, List, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconBrandApple,
  IconBrandGooglePlay,
  IconCheck,
  IconDeviceMobileDown,
} from '@tabler/icons-react';
import { SITE_NAME } from '@portal/shared';
import { InfoPage } from '../../components/info-page/info-page';
import { useBffConfig } from '../../lib/http/bff-config';
import { promptInstall, useInstallPrompt } from '../../lib/offline/install-prompt';
import classes from './app-download.module.css';

/** Adding the portal to the home screen: the browser's own prompt where it has one, and the steps. */
function AddToHomeScreen() {
  const canPrompt = useInstallPrompt();
  const installed = useMediaQuery('(display-mode: standalone)');
  return (
    <section aria-labelledby="add-to-home">
      <h2 id="add-to-home">把{SITE_NAME}加到主畫面</h2>
      {installed ? (
        <Text mb="sm" fw={600}>
          你正在使用已加到主畫面的{SITE_NAME}。
        </Text>
      ) : (
        <Text mb="sm">
          不用下載，也可以把網站加到手機主畫面，像應用程式一樣打開。看過的醫師、診所和文章，以及你即將到來的預約，沒有網絡時也可以查看。
        </Text>
      )}
      {canPrompt && !installed ? (
        <Button
          my="sm"
          leftSection={<IconDeviceMobileDown size={20} aria-hidden="true" />}
          onClick={() => void promptInstall()}
        >
          安裝{SITE_NAME}
        </Button>
      ) : null}
      <h3 className={classes.platform}>iPhone 及 iPad（Safari）</h3>
      <List type="ordered" spacing={4}>
        <List.Item>用 Safari 打開本網站。</List.Item>
        <List.Item>按畫面底部的「分享」按鈕（有向上箭嘴的方格）。</List.Item>
        <List.Item>向下捲動，選「加入主畫面」。</List.Item>
        <List.Item>按右上角的「加入」。</List.Item>
      </List>
      <h3 className={classes.platform}>Android（Chrome）</h3>
      <List type="ordered" spacing={4}>
        <List.Item>用 Chrome 打開本網站。</List.Item>
        <List.Item>按右上角的「⋮」選單。</List.Item>
        <List.Item>選「安裝應用程式」或「加到主畫面」。</List.Item>
        <List.Item>按「安裝」確認。</List.Item>
      </List>
    </section>
  );
}

export default function AppDownloadPage() {
  // The store pages are set where the portal is deployed (APP_STORE_URL, GOOGLE_PLAY_URL).
  const { appStoreUrl, googlePlayUrl } = useBffConfig();
  const stores = [
    { name: 'App Store', url: appStoreUrl, icon: IconBrandApple },
    { name: 'Google Play', url: googlePlayUrl, icon: IconBrandGooglePlay },
  ].filter((s) => s.url);
  return (
    <InfoPage title="下載應用程式" lead={`${SITE_NAME}流動應用程式：隨時隨地搵中醫、網上預約。`}>
      <List
        spacing="sm"
        my="md"
        icon={
          // A span: the list item's icon sits in a span, where a block element may not go.
          <span className={classes.check} aria-hidden="true">
            <IconCheck size={14} />
          </span>
        }
      >
        <List.Item>附近診所一目了然，按地區、專長搜尋中醫師</List.Item>
        <List.Item>網上預約、改期和取消，應診前收到提醒</List.Item>
        <List.Item>隨時查看就診記錄、處方和療程卡餘額</List.Item>
        <List.Item>向註冊中醫師免費提問，醫師回覆即時通知</List.Item>
        <List.Item>與網站共用同一帳戶，資料同步</List.Item>
      </List>
      {stores.length > 0 ? (
        <Group gap="md" my="lg" className={classes.stores} data-testid="app-stores">
          {stores.map(({ name, url, icon: Icon }) => (
            <Button
              key={name}
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              size="md"
              color="dark"
              className={classes.store}
              leftSection={<Icon size={20} aria-hidden="true" />}
            >
              {name} 下載
            </Button>
          ))}
        </Group>
      ) : (
        <Text my="lg" fw={600}>
          應用程式即將在 App Store 和 Google Play 上架，現在可先使用本網站的全部功能。
        </Text>
      )}
      <Text size="sm" c="gray.7">
        支援 iOS 15 或以上及 Android 8 或以上。應用程式免費下載，使用流動數據時或需繳付數據費用。
      </Text>
      <AddToHomeScreen />
    </InfoPage>
  );
}
