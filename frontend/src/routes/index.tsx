import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/components/LandingPage';

/** The landing page: white, with no header, sidebar or footer. */
export const Route = createFileRoute('/')({
  component: LandingPage,
});
