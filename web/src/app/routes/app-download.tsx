import { Button, Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay, IconCheck } from '@tabler/icons-react';
import { SITE_NAME } from '@portal/shared';
import { InfoPage } from '../../components/info-page/info-page';
import { APP_LINKS } from '../../config/site';

export default function AppDownloadPage() {
  return (
    <InfoPage title="下載應用程式" lead={`${SITE_NAME}流動應用程式：隨時隨地搵中醫、網上預約。`}>
      <List
        spacing="sm"
        my="md"
        icon={
          <ThemeIcon size={22} radius="xl" aria-hidden="true">
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        <List.Item>附近診所一目了然，按地區、專長搜尋中醫師</List.Item>
        <List.Item>網上預約、改期和取消，應診前收到提醒</List.Item>
        <List.Item>隨時查看就診記錄、處方和療程卡餘額</List.Item>
        <List.Item>向註冊中醫師免費提問，醫師回覆即時通知</List.Item>
        <List.Item>與網站共用同一帳戶，資料同步</List.Item>
      </List>
      <Group gap="md" my="lg">
        <Button
          component="a"
          href={APP_LINKS.appStore}
          target="_blank"
          rel="noopener noreferrer"
          size="md"
          color="dark"
          leftSection={<IconBrandApple size={20} />}
        >
          App Store 下載
        </Button>
        <Button
          component="a"
          href={APP_LINKS.googlePlay}
          target="_blank"
          rel="noopener noreferrer"
          size="md"
          leftSection={<IconBrandGooglePlay size={20} />}
        >
          Google Play 下載
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        支援 iOS 15 或以上及 Android 8 或以上。應用程式免費下載，使用流動數據時或需繳付數據費用。
      </Text>
    </InfoPage>
  );
}
