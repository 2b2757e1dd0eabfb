// Writes src/routeTree.gen.ts without Vite, so typecheck and unit tests can run before a build.
import { Generator, getConfig } from '@tanstack/router-generator';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = getConfig({ target: 'react', routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }, root);
await new Generator({ config, root }).run();
