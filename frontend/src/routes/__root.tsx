import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import { DialogHost } from '../components/dialogs/DialogHost';
import { PanelStackProvider } from '../components/overlay/PanelStack';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
});

function RootComponent() {
  return (
    <DialogHost>
      <PanelStackProvider>
        <Outlet />
      </PanelStackProvider>
    </DialogHost>
  );
}
