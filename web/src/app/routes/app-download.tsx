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
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import classes from './app-download.module.css';

/** Adding the portal to the home screen: the browser's own prompt where it has one, and the steps. */
function AddToHomeScreen() {
  const canPrompt = useInstallPrompt();
  const installed = useMediaQuery('(display-mode: standalone)');
  const o = useMessageOptions();
  return (
    <section aria-labelledby="add-to-home">
      <h2 id="add-to-home">{m.route_app_download_add_heading({ siteName: SITE_NAME }, o)}</h2>
      {installed ? (
        <Text mb="sm" fw={600}>
          {m.route_app_download_installed({ siteName: SITE_NAME }, o)}
        </Text>
      ) : (
        <Text mb="sm">{m.route_app_download_add_intro({}, o)}</Text>
      )}
      {canPrompt && !installed ? (
        <Button
          my="sm"
          leftSection={<IconDeviceMobileDown size={20} aria-hidden="true" />}
          onClick={() => void promptInstall()}
        >
          {m.route_app_download_install({ siteName: SITE_NAME }, o)}
        </Button>
      ) : null}
      <h3 className={classes.platform}>{m.route_app_download_ios_heading({}, o)}</h3>
      <List type="ordered" spacing={4}>
        <List.Item>{m.route_app_download_ios_open({}, o)}</List.Item>
        <List.Item>{m.route_app_download_ios_share({}, o)}</List.Item>
        <List.Item>{m.route_app_download_ios_choose({}, o)}</List.Item>
        <List.Item>{m.route_app_download_ios_add({}, o)}</List.Item>
      </List>
      <h3 className={classes.platform}>{m.route_app_download_android_heading({}, o)}</h3>
      <List type="ordered" spacing={4}>
        <List.Item>{m.route_app_download_android_open({}, o)}</List.Item>
        <List.Item>{m.route_app_download_android_menu({}, o)}</List.Item>
        <List.Item>{m.route_app_download_android_choose({}, o)}</List.Item>
        <List.Item>{m.route_app_download_android_install({}, o)}</List.Item>
      </List>
    </section>
  );
}

export default function AppDownloadPage() {
  // The store pages are set where the portal is deployed (APP_STORE_URL, GOOGLE_PLAY_URL).
  const { appStoreUrl, googlePlayUrl } = useBffConfig();
  const o = useMessageOptions();
  const stores = [
    { name: 'App Store', url: appStoreUrl, icon: IconBrandApple },
    { name: 'Google Play', url: googlePlayUrl, icon: IconBrandGooglePlay },
  ].filter((s) => s.url);
  return (
    <InfoPage
      title={m.info_app_download({}, o)}
      lead={m.route_app_download_lead({ siteName: SITE_NAME }, o)}
    >
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
        <List.Item>{m.route_app_download_feature_nearby({}, o)}</List.Item>
        <List.Item>{m.route_app_download_feature_booking({}, o)}</List.Item>
        <List.Item>{m.route_app_download_feature_records({}, o)}</List.Item>
        <List.Item>{m.route_app_download_feature_ask({}, o)}</List.Item>
        <List.Item>{m.route_app_download_feature_account({}, o)}</List.Item>
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
              {m.route_app_download_store({ store: name }, o)}
            </Button>
          ))}
        </Group>
      ) : (
        <Text my="lg" fw={600}>
          {m.route_app_download_coming({}, o)}
        </Text>
      )}
      <Text size="sm" c="gray.7">
        {m.route_app_download_support({}, o)}
      </Text>
      <AddToHomeScreen />
    </InfoPage>
  );
}
