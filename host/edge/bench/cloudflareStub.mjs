/** Lets Node load the edge's modules outside workerd: `cloudflare:workers` becomes a bare base class. */
export async function resolve(specifier, context, next) {
  if (specifier === 'cloudflare:workers')
    return {
      url: 'data:text/javascript,export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } }',
      shortCircuit: true,
    };
  return next(specifier, context);
}
