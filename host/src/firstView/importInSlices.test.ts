import { importInSlices } from './importInSlices';

describe('running the shared libraries one per task', () => {
  it('runs each import in a task of its own, after the one before has run, whatever order their files arrive in', async () => {
    // React's file arrives last; the router and styled-components need it, so all three are ready at once.
    const ran: string[] = [];
    let reactArrives = () => {};
    const reactFile = new Promise<void>((resolve) => {
      reactArrives = resolve;
    });
    const module = (name: string, needsReact: boolean) => async () => {
      if (needsReact) await reactFile;
      ran.push(name);
      setTimeout(() => ran.push('another task')); // a tap that came in while this one ran
    };
    const all = importInSlices([module('react', true), module('router', true), module('styled', true)]);
    reactArrives();
    await all;
    expect(ran).toEqual(['react', 'another task', 'router', 'another task', 'styled', 'another task']);
  });

  it('fails with the first import that fails, and runs none after it', async () => {
    const ran: string[] = [];
    await expect(
      importInSlices([async () => ran.push('react'), () => Promise.reject(new Error('chunk failed')), async () => ran.push('styled')]),
    ).rejects.toThrow('chunk failed');
    expect(ran).toEqual(['react']);
  });
});
