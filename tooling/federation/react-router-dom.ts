/**
 * What the site uses of react-router-dom, shared by the shell as the `react-router-dom`
 * singleton (see SHARED_FACADES in rspack.federation.ts). A shared module ships whole, so
 * naming the exports lets the build drop the rest of React Router (data routers, server
 * rendering, hydration). Add an export here before using it in a package: the facade test
 * fails when an import in the repository names one that is missing.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
