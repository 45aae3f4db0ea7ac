import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage, type ErrorStatus } from './ErrorPage.tsx';

/** The router's error boundary: 403 and 404 answers show their page, anything else the 500 page. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : (error as { status?: number } | null)?.status;
  const page: ErrorStatus = status === 403 || status === 404 ? status : 500;
  if (page === 500) console.error(error);
  return <ErrorPage status={page} />;
}
