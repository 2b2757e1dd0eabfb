import type { SeedDemoResult } from '@fleetcheck/command-api';

/**
 * The start-up message. Of the seeded logins it lists those that sign in somewhere, as the README does:
 * the admin by username and the managers by e-mail. Drivers get no token (their tests come from detectors).
 */
export function welcomeLines(url: string, seed: SeedDemoResult | undefined, services: string[]): string[] {
  const lines = [`FleetCheck is running on ${url}`];
  if (services.length > 0) lines.push('', 'Services (each its own process, sharing only the stores):', ...services);
  if (seed?.seeded) {
    lines.push('', 'Demo logins (seeded on this first start; the same as in README.md):');
    for (const login of seed.logins) {
      if (login.role === 'driver') continue;
      const where = login.role === 'admin' ? `${url}/admin-authorization` : `${url}/authorization?page=login`;
      lines.push(`  ${login.role.padEnd(8)} ${(login.email ?? login.username).padEnd(30)} ${login.password.padEnd(18)} ${where}`);
    }
  } else {
    lines.push(`  manager login: ${url}/authorization?page=login`, `  admin login:   ${url}/admin-authorization`);
  }
  return lines;
}
