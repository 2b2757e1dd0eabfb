import { useState } from 'react';
import { cookieNames } from '../../../session/cookies';
import { useServices } from '../../../session/ServicesContext';

/** The widget toggle (visible by default), kept in the homeWidget cookie that logout clears. */
export function useHomeWidget(): [boolean, (visible: boolean) => void] {
  const { cookies } = useServices();
  const [visible, setVisible] = useState(() => cookies.get(cookieNames.homeWidget) !== 'false');
  const change = (next: boolean) => {
    cookies.set(cookieNames.homeWidget, String(next));
    setVisible(next);
  };
  return [visible, change];
}
