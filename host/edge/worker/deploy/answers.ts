/** How the deploy API answers: JSON, never cached; a problem is `{ error }` with its status. */
export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export const problem = (status: number, error: string): Response => json(status, { error });
