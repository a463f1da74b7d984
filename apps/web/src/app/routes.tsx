import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { DevOnly } from './dev-only';

// Route-level code splitting: each page is its own chunk, loaded when its route is visited.
const LandingPage = lazy(() =>
  import('../features/landing/components/landing-page').then((module) => ({
    default: module.LandingPage,
  })),
);
const UiCataloguePage = lazy(() =>
  import('../features/ui-catalogue/components/ui-catalogue-page').then((module) => ({
    default: module.UiCataloguePage,
  })),
);

/** The route tree, shared by the browser router and the tests' memory routers. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      {
        path: 'dev/ui',
        element: (
          <DevOnly>
            <UiCataloguePage />
          </DevOnly>
        ),
      },
      // spec §2: unknown paths redirect to /.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
