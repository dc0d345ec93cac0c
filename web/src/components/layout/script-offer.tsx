/* opencc: keep (the Simplified copy of the app keeps this chunk as written) */
/**
 * The banner offering the other script, above the page. Loaded (and shown by importing it) only
 * when the BFF marks the page for it with the offer cookie, which it sets when the browser's
 * languages prefer the other script and no choice is remembered (main.tsx): most readers never
 * load it. It speaks in the script it offers, so a reader who cannot read the page can read it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, CloseButton, Container, Group, MantineProvider, Text } from '@mantine/core';
import { cssVariablesResolver, theme } from '../../theme';
import {
  OFFER_COOKIE,
  SCRIPT_COOKIE,
  SCRIPT_COOKIE_MAX_AGE_S,
  scriptPath,
  type Script,
} from '@portal/shared';
import { SCRIPT, appPath } from '../../lib/i18n/script';
import classes from './layout.module.css';

const OFFER: Record<Script, { text: string; action: string; dismiss: string; lang: string }> = {
  hant: { text: '這個網頁也有繁體中文版。', action: '轉用繁體', dismiss: '不用了', lang: 'zh-HK' },
  hans: { text: '这个网页也有简体中文版。', action: '转用简体', dismiss: '不用了', lang: 'zh-CN' },
};

/** Remembers a choice for a year (the BFF reads it, and stops offering). */
function choose(script: Script): void {
  document.cookie = `${SCRIPT_COOKIE}=${script}; path=/; max-age=${SCRIPT_COOKIE_MAX_AGE_S}; samesite=lax`;
  document.cookie = `${OFFER_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/** The current page in the other version (read when used: the app may have moved on). */
function otherHref(offered: Script): string {
  return scriptPath(offered, appPath(window.location.pathname) + window.location.search);
}

export function ScriptOfferBanner({ onClose }: { onClose: () => void }) {
  const offered: Script = SCRIPT === 'hans' ? 'hant' : 'hans';
  const offer = OFFER[offered];
  return (
    <div className={classes.scriptOffer} role="region" aria-label={offer.text} lang={offer.lang}>
      <Container size="lg">
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Text size="sm">{offer.text}</Text>
          <Group gap="xs" wrap="nowrap">
            <Button
              component="a"
              href={otherHref(offered)}
              size="compact-sm"
              onClick={(e) => {
                e.currentTarget.href = otherHref(offered);
                choose(offered);
              }}
            >
              {offer.action}
            </Button>
            <CloseButton
              size="sm"
              aria-label={offer.dismiss}
              onClick={() => {
                choose(SCRIPT);
                onClose();
              }}
            />
          </Group>
        </Group>
      </Container>
    </div>
  );
}

/** Puts the banner above the app's own root (outside it: the app's markup is the server's). */
export function showScriptOffer(): void {
  const app = document.getElementById('root');
  if (!app || document.getElementById('script-offer')) return;
  const host = document.createElement('div');
  host.id = 'script-offer';
  app.before(host);
  const root = createRoot(host);
  root.render(
    <StrictMode>
      {/* The app's own provider has already written the theme's variables and global classes. */}
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        withCssVariables={false}
        withGlobalClasses={false}
      >
        <ScriptOfferBanner
          onClose={() => {
            root.unmount();
            host.remove();
          }}
        />
      </MantineProvider>
    </StrictMode>,
  );
}
