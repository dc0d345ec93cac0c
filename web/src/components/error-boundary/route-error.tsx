import { href } from '@portal/shared';
import { Button, Container } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import {
  canReloadAfterChunkError,
  isChunkLoadError,
  reloadAfterChunkError,
  retryAfterChunkError,
} from '../../lib/offline/chunk-reload';
import { PageLoader } from '../page-state/page-loader';
import { ErrorState } from '../page-state/error-state';
import { NotFoundContent } from './not-found-content';

/**
 * Error element of the routes: a failed page chunk (after the one automatic reload), a 404 thrown
 * by a loader, or any other render/loader error. Never a blank screen.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  if (isChunkLoadError(error)) return <ChunkError />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container size="sm" py="xl">
      <ErrorState
        title="頁面出現問題"
        message="抱歉，這個頁面暫時出現問題。請重試，或先返回首頁。"
        onRetry={() => window.location.reload()}
        action={
          <Button component={Link} to={href('home')} variant="subtle">
            返回首頁
          </Button>
        }
      />
    </Container>
  );
}

/** A page chunk failed: reload once (now on the page the user asked for), then offer a retry. */
function ChunkError() {
  const [reloading] = useState(canReloadAfterChunkError);
  useEffect(() => {
    if (reloading) reloadAfterChunkError();
  }, [reloading]);
  if (reloading) return <PageLoader rows={0} label="重新載入中…" />;
  return (
    <Container size="sm" py="xl">
      <ErrorState
        title="頁面未能載入"
        message="網站可能剛剛更新，或網絡連線不穩定。請檢查網絡後重試。"
        onRetry={() => retryAfterChunkError()}
        action={
          <Button component={Link} to={href('home')} variant="subtle">
            返回首頁
          </Button>
        }
      />
    </Container>
  );
}
