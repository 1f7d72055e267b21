// Marks a plugin as non-encapsulated (what fastify-plugin does) so its decorators and hooks reach the
// whole app, without depending on a package that is only a transitive dependency here.
export function globalPlugin<T extends object>(plugin: T, name: string): T {
  const p = plugin as unknown as Record<symbol, unknown>;
  p[Symbol.for('skip-override')] = true;
  p[Symbol.for('fastify.display-name')] = name;
  return plugin;
}
