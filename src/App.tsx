// Routes (spec §2): '/' today, '/info' the explainer, '/{date}' a given day. With no
// errorElement, React Router shows its default screen, 'Unexpected Application Error!'.
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Shell } from './app/Shell.tsx';
import { GamePage } from './pages/GamePage.tsx';
import { InfoPage } from './pages/InfoPage.tsx';

const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      { index: true, element: <GamePage /> },
      { path: 'info', element: <InfoPage /> },
      { path: ':date', element: <GamePage /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
