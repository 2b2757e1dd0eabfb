import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import { adminUserType } from './sessionData';

interface GuardArgs {
  readonly context: RouterContext;
  readonly location: ParsedLocation;
}

/** No user cookie on a company page: go to login, remembering where the user wanted to go. */
export function requireCompanySession({ context, location }: GuardArgs): void {
  if (!context.services.session.read()) {
    throw redirect({ to: '/authorization', search: { page: 'login', redirect: location.href } });
  }
}

/** Admin pages use their own login and token endpoint. */
export function requireAdminSession({ context, location }: GuardArgs): void {
  if (context.services.session.read()?.user.userType !== adminUserType) {
    throw redirect({ to: '/admin-authorization', search: { page: 'login', redirect: location.href } });
  }
}
