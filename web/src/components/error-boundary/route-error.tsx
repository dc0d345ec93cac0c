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
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { PageLoader } from '../page-state/page-loader';
import { ErrorState } from '../page-state/error-state';
import { NotFoundContent } from './not-found-content';

/**
 * Error element of the routes: a failed page chunk (after the one automatic reload), a 404 thrown
 * by a loader, or any other render/loader error. Never a blank screen.
 */
export function RouteError() {
  const error = useRouteError();
  const o = useMessageOptions();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  if (isChunkLoadError(error)) return <ChunkError />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container size="sm" py="xl">
      <ErrorState
        title={m.ui_error_boundary_route_title({}, o)}
        message={m.ui_error_boundary_route_body({}, o)}
        onRetry={() => window.location.reload()}
        action={
          <Button component={Link} to={href('home')} variant="subtle">
            {m.ui_error_boundary_home({}, o)}
          </Button>
        }
      />
    </Container>
  );
}

/** A page chunk failed: reload once (now on the page the user asked for), then offer a retry. */
function ChunkError() {
  const [reloading] = useState(canReloadAfterChunkError);
  const o = useMessageOptions();
  useEffect(() => {
    if (reloading) reloadAfterChunkError();
  }, [reloading]);
  if (reloading) return <PageLoader rows={0} label={m.ui_error_boundary_reloading({}, o)} />;
  return (
    <Container size="sm" py="xl">
      <ErrorState
        title={m.ui_error_boundary_chunk_title({}, o)}
        message={m.ui_error_boundary_chunk_body({}, o)}
        onRetry={() => retryAfterChunkError()}
        action={
          <Button component={Link} to={href('home')} variant="subtle">
            {m.ui_error_boundary_home({}, o)}
          </Button>
        }
      />
    </Container>
  );
}
