export * from './metrics';
export { routeLabel } from './route-label';
