import { Outlet } from 'react-router';

/** The app frame: header, page, footer. */
export function RootLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
