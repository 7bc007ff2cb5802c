import { loadAuthAdapter } from './loadAuthAdapter';

// What runs, in order: each of Firebase's pieces, and any other task the browser had waiting.
const mockLog: string[] = [];
const mockRan = (piece: string) => {
  mockLog.push(piece);
  setTimeout(() => mockLog.push('another task')); // a tap that came in while this piece ran
};

jest.mock('firebase/app', () => {
  mockRan('Firebase app');
  return {};
});
jest.mock('./authAdapter', () => {
  mockRan('Firebase Auth');
  return { createAuthAdapter: (config: { projectId: string }) => (mockRan('Auth started'), { projectId: config.projectId }) };
});

const config = { apiKey: 'k', authDomain: 'd', projectId: 'demo-mars-vision' };

test('Firebase runs in three tasks, and what came in meanwhile is answered between them', async () => {
  const adapter = await loadAuthAdapter(config);
  expect(adapter).toEqual({ projectId: 'demo-mars-vision' });
  await new Promise((resolve) => setTimeout(resolve)); // the last piece's waiting task
  expect(mockLog).toEqual(['Firebase app', 'another task', 'Firebase Auth', 'another task', 'Auth started', 'another task']);
});
