import { useContext } from 'react';
import {
  UNSAFE_DataRouterContext,
  useLocation,
  useNavigate,
  useSearchParams,
  type NavigateOptions,
} from 'react-router';

type Update = (current: URLSearchParams) => URLSearchParams;

/**
 * Changes the URL's search from what it is now: the router's own location, or the one it is
 * loading, never a render's. The router renders a navigation in a transition (and waits for
 * the loader before that), so a render's location can be one or two changes old: a tab chosen
 * before the first filter's page arrived, a debounced search whose callback was made before a
 * tab change, or a screen whose Suspense frame mounted from the committed (older) location all
 * started from that old URL and wrote it back (the inbox lost its tab this way under load).
 * The router's state is one for every caller, so every writer of the search composes.
 *
 * An update asked for once the router is leaving this page (a search typed just before a click
 * in the menu) is dropped: it must not bring the user back. Without a data router (plain
 * `<MemoryRouter>`), the render's params are all there is.
 */
export function useSearchUpdate(options: NavigateOptions = {}): (update: Update) => void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  return (update) => {
    if (!router) return setSearchParams((current) => update(current), options);
    // A navigation under way is where the URL is going: starting from it keeps what it changes.
    const now = router.state.navigation.location ?? router.state.location;
    if (now.pathname !== pathname) return;
    const next = update(new URLSearchParams(now.search)).toString();
    void navigate({ pathname, search: next ? `?${next}` : '' }, options);
  };
}
