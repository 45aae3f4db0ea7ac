import { ErrorPage } from './ErrorPage.tsx';

/** Any unknown path (spec section 2). */
export function NotFoundScreen() {
  return <ErrorPage status={404} />;
}
