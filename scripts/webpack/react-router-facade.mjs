/**
 * What the portal uses of React Router, and all that reaches the browser. React Router is a
 * federation singleton (one router context on the page), and a shared module cannot be
 * tree-shaken: shared whole, it is ~60 KiB gzip on every first load. Every app's
 * `react-router-dom` (and `react-router`) resolves to this module instead, which is shared in
 * their place, so the router inside it is tree-shaken to these exports (production build).
 * A name the portal imports but this module lacks would be undefined at run time (federation
 * hides it from the build's export checks): shared/src/testing/router-facade.test.ts fails first.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-production';
